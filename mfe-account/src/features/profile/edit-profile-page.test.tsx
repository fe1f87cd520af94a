import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { getUserProfile, updateProfile } from 'shared-ui/contracts/users';
import { account } from 'shared-ui/texts/account';
import { on, serverFailure } from '../../../../jest/fake-api.ts';
import { profile } from '../../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../../test/render-page.tsx';
import { EditProfilePage } from './edit-profile-page.tsx';

const t = account.profile;
const pages = { '/profile/edit/:userId': <EditProfilePage /> };
const profileRead = on(getUserProfile, () => ({ status: 'success', profile: profile() }));

afterEach(cleanUpPage);

describe('edit profile page', () => {
  it('fills the form with the profile and saves every field, age as a number', async () => {
    const { sent } = renderPage('/profile/edit/7', pages, [
      profileRead,
      on(updateProfile, () => ({ success: true, message: texts.profile.updated })),
    ]);
    const age = await screen.findByLabelText(t.age);
    expect(age).toHaveAttribute('type', 'number');
    expect(age).toHaveValue(24);
    expect(screen.getByLabelText(t.placeOfBirth)).toHaveValue('Kaloleni');
    await userEvent.clear(age);
    await userEvent.type(age, '25');
    await userEvent.type(screen.getByLabelText(t.career), 'Teacher');
    await userEvent.clear(screen.getByLabelText(t.education));
    await userEvent.click(screen.getByRole('button', { name: account.edit.save }));
    expect(await screen.findByText(texts.profile.updated)).toHaveClass('ui-banner--success');
    expect(sent.find((request) => request.endpoint === updateProfile)?.body).toEqual({
      user_id: 7,
      age: 25,
      place_of_birth: 'Kaloleni',
      skills: 'Weaving',
      career: 'Teacher',
      experience: '',
      education: '',
    });
  });

  it("refuses an age that is not a whole number, and says 'Error updating profile.' when saving fails", async () => {
    renderPage('/profile/edit/7', pages, [profileRead, on(updateProfile, () => serverFailure())]);
    const age = await screen.findByLabelText(t.age);
    await userEvent.clear(age);
    await userEvent.type(age, '200');
    await userEvent.click(screen.getByRole('button', { name: account.edit.save }));
    expect(screen.getByText(texts.validation.notANumber('Age'))).toBeInTheDocument();
    await userEvent.clear(age);
    await userEvent.type(age, '30');
    await userEvent.click(screen.getByRole('button', { name: account.edit.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.profile.updateFailed);
    expect(screen.getByLabelText(t.age)).toHaveValue(30);
  });

  it("says 'Error fetching profile data.' when the profile cannot be read", async () => {
    renderPage('/profile/edit/7', pages, [on(getUserProfile, () => serverFailure())]);
    expect(await screen.findByText(texts.profile.profileFailed)).toBeInTheDocument();
  });

  it('lets a member edit only their own profile', () => {
    const { sent } = renderPage('/profile/edit/9', pages, [profileRead]);
    expect(screen.getByRole('alert')).toHaveTextContent(account.edit.ownOnly);
    expect(screen.getByRole('link', { name: account.edit.editOwn })).toHaveAttribute(
      'href',
      '/profile/edit/7',
    );
    expect(screen.queryByLabelText(t.age)).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
