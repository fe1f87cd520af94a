import { useNavigate } from 'react-router-dom';
import { texts, useCurrentUser, useSignOut } from 'shared-ui';
import { Button } from 'shared-ui/button';

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
        <dt>{texts.auth.email}</dt>
        <dd>{user.email}</dd>
      </dl>
      <Button variant="ghost" onClick={() => void onLogout()}>
        {texts.auth.logout}
      </Button>
    </section>
  );
}
