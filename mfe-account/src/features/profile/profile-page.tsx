import { Link } from 'react-router-dom';
import { PAGES, pagePath, texts, useCurrentUser } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { Button, buttonClass } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { Skeleton } from 'shared-ui/skeleton';
import { account } from 'shared-ui/texts/account';
import { useLogout } from '../../shared/use-logout.ts';
import { useRead } from 'shared-ui/use-read';
import { ContentNav } from '../content/content-nav.tsx';
import { getProfile, getStats, profileImageUrl, type Profile } from './api.ts';
import { ProfileImageForm } from './profile-image.tsx';
import { RequireSession } from '../../shared/require-session.tsx';
import { usePageMeta } from 'shared-ui/page-meta';

const t = account.profile;

/**
 * The profile fields in the spec's order, with the text of each one's label: read as the page
 * renders, since this code can load before the remote's texts are put in the page's language.
 */
const PROFILE_FIELDS = [
  ['age', 'age'],
  ['place_of_birth', 'placeOfBirth'],
  ['skills', 'skills'],
  ['career', 'career'],
  ['experience', 'experience'],
  ['education', 'education'],
] as const satisfies readonly (readonly [keyof Profile, keyof typeof t])[];

function Details({ profile }: { profile: Profile }) {
  return (
    <dl className="account-facts account-facts--wide">
      {PROFILE_FIELDS.map(([field, label]) => {
        const value = profile[field];
        return (
          <div key={field}>
            <dt>{t[label]}</dt>
            <dd>{value === null || value === '' ? t.notGiven : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The member's own profile (spec 'Profile'): stats, fields, image update, share link, own lists, Create. */
export function ProfilePage() {
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const stats = useRead(`stats:${userId}`, () => getStats(userId));
  const profile = useRead(`profile:${userId}`, () => getProfile(userId));
  const logout = useLogout(PAGES.home);
  usePageMeta({ title: user?.username });
  if (!user) return null;

  return (
    <section className="ui-page account-profile-page">
      <header className="account-profile-head">
        {profile.value && (
          <img
            className="account-avatar"
            src={profileImageUrl(profile.value.profile_image)}
            alt={t.imageOf(user.username)}
          />
        )}
        <div>
          <h1>{user.username}</h1>
          <p className="account-muted">{user.email}</p>
          {stats.failed && <MessageBanner tone="danger">{texts.profile.statsFailed}</MessageBanner>}
          {stats.value && (
            <dl className="account-stats" aria-label={t.stats}>
              <div>
                <dt>{t.followers}</dt>
                <dd>{stats.value.followersCount}</dd>
              </div>
              <div>
                <dt>{t.following}</dt>
                <dd>{stats.value.followingCount}</dd>
              </div>
            </dl>
          )}
        </div>
      </header>

      <div className="account-actions">
        <Link className={buttonClass()} to={pagePath(PAGES.editProfile, { userId: user.id })}>
          {t.edit}
        </Link>
        <Link
          className={buttonClass('secondary')}
          to={pagePath(PAGES.author, { userId: user.id })}
          title={t.shareHint}
        >
          {t.share}
        </Link>
        <Button variant="ghost" onClick={() => void logout()}>
          {auth.logout}
        </Button>
      </div>

      <h2>{t.myContent}</h2>
      <ContentNav userId={user.id} />

      <div className="account-columns">
        <section className="ui-card" aria-labelledby="account-details">
          <h2 id="account-details">{t.details}</h2>
          {profile.failed && <MessageBanner tone="danger">{texts.profile.profileFailed}</MessageBanner>}
          {profile.loading && <Skeleton label={t.loading} variant="text" count={3} />}
          {profile.value && <Details profile={profile.value} />}
        </section>
        <section className="ui-card" aria-labelledby="account-image">
          <h2 id="account-image">{t.image}</h2>
          <ProfileImageForm
            userId={user.id}
            onUpdated={(name) => profile.value && profile.set({ ...profile.value, profile_image: name })}
          />
        </section>
      </div>
    </section>
  );
}

/** /profile, for members only. */
export const ProfileRoute = () => (
  <RequireSession>
    <ProfilePage />
  </RequireSession>
);
