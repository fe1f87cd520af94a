import { Link, useParams } from 'react-router-dom';
import { PAGES, pagePath, texts, useCurrentUser } from 'shared-ui';
import { buttonClass } from 'shared-ui/button';
import { Form, FormFailure, useForm } from 'shared-ui/form';
import { MessageBanner } from 'shared-ui/message-banner';
import { NumberField } from 'shared-ui/number-field';
import { Skeleton } from 'shared-ui/skeleton';
import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { account } from 'shared-ui/texts/account';
import { PROFILE_TEXT_MAX } from 'shared-ui/contracts/users';
import { validateAge } from 'shared-ui/validation';
import { useState } from 'react';
import { useRead } from 'shared-ui/use-read';
import { getProfile, profileImageUrl, updateProfile, type Profile, type ProfileValues } from './api.ts';
import { ProfileImageForm } from './profile-image.tsx';
import { RequireSession } from '../../shared/require-session.tsx';
import { usePageMeta } from 'shared-ui/page-meta';

const t = account.profile;

const valuesOf = (profile: Profile): ProfileValues => ({
  age: profile.age === null ? '' : String(profile.age),
  place_of_birth: profile.place_of_birth ?? '',
  skills: profile.skills ?? '',
  career: profile.career ?? '',
  experience: profile.experience ?? '',
  education: profile.education ?? '',
});

function EditForm({ profile }: { profile: Profile }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileValues>({
    initial: valuesOf(profile),
    validate: (values) => {
      const age = validateAge(values.age);
      return age ? { age } : {};
    },
    failureText: texts.profile.updateFailed,
    onSubmit: async (values) => {
      setSaved(false);
      const answer = await updateProfile(profile.user_id, values);
      if (!answer.success) throw new FormFailure(answer.message || texts.profile.updateFailed);
      setSaved(true);
    },
  });
  const text = (name: Exclude<keyof ProfileValues, 'age'>) => ({
    ...form.field(name),
    onChange: (value: string) => {
      setSaved(false);
      form.setValue(name, value);
    },
    maxLength: PROFILE_TEXT_MAX,
  });
  return (
    <Form
      form={form}
      submitLabel={account.edit.save}
      busyLabel={account.edit.saving}
      aria-label={account.edit.title}
    >
      <NumberField label={t.age} min={0} max={150} step={1} {...form.field('age')} />
      <TextField label={t.placeOfBirth} {...text('place_of_birth')} />
      <TextArea label={t.skills} {...text('skills')} />
      <TextArea label={t.career} {...text('career')} />
      <TextArea label={t.experience} {...text('experience')} />
      <TextArea label={t.education} {...text('education')} />
      {saved && <MessageBanner tone="success">{texts.profile.updated}</MessageBanner>}
    </Form>
  );
}

/** /profile/edit/{userId} (spec 'Edit screen'): a member edits only their own profile. */
export function EditProfilePage() {
  const user = useCurrentUser();
  const { userId = '' } = useParams();
  const own = user !== null && String(user.id) === userId;
  usePageMeta({ title: account.edit.title });
  const profile = useRead(own ? `edit:${userId}` : null, () => getProfile(Number(userId)));
  if (!user) return null;

  return (
    <section className="ui-page account-edit">
      <h1>{account.edit.title}</h1>
      <Link to={PAGES.profile}>{account.edit.back}</Link>
      {!own && (
        <>
          <MessageBanner tone="danger">{account.edit.ownOnly}</MessageBanner>
          <Link className={buttonClass()} to={pagePath(PAGES.editProfile, { userId: user.id })}>
            {account.edit.editOwn}
          </Link>
        </>
      )}
      {own && profile.failed && <MessageBanner tone="danger">{texts.profile.profileFailed}</MessageBanner>}
      {own && profile.loading && <Skeleton label={t.loading} variant="text" count={4} />}
      {own && profile.value && (
        <div className="account-columns">
          <div className="ui-card">
            <EditForm profile={profile.value} />
          </div>
          <div className="ui-card">
            <h2>{t.image}</h2>
            <img
              className="account-avatar"
              src={profileImageUrl(profile.value.profile_image)}
              alt={t.imageOf(user.username)}
            />
            <ProfileImageForm
              userId={user.id}
              onUpdated={(name) => profile.value && profile.set({ ...profile.value, profile_image: name })}
            />
          </div>
        </div>
      )}
    </section>
  );
}

/** /profile/edit/{userId}, for members only. */
export const EditProfileRoute = () => (
  <RequireSession>
    <EditProfilePage />
  </RequireSession>
);
