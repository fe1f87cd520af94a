import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { RequireSession } from '../shared/require-session.tsx';
import '../shared/account.css';
import { paths } from './routes.ts';

/** The account remote's route subtree, rendered by the shell for the paths it owns. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.login} element={<AuthPage mode="login" />} />
      <Route path={paths.register} element={<AuthPage mode="register" />} />
      <Route
        path={paths.profile}
        element={
          <RequireSession>
            <ProfilePage />
          </RequireSession>
        }
      />
    </Routes>
  );
}
