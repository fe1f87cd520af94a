import { useNavigate } from 'react-router-dom';
import { useCurrentUser, useSignOut } from 'shared-ui';

/** The member's own profile. */
export function ProfilePage() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    await signOut();
    navigate('/home');
  };

  return (
    <section className="ui-page">
      <h1>{user.username}</h1>
      <dl className="account-profile">
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </dl>
      <button type="button" className="ui-button ui-button--ghost" onClick={() => void onLogout()}>
        Log out
      </button>
    </section>
  );
}
