import { Route, Routes } from 'react-router-dom';
import { MusicPage } from '../features/music/music-page.tsx';
import '../shared/media.css';
import { paths } from './routes.ts';

/** The media remote's route subtree, rendered by the shell for the paths it owns. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.music} element={<MusicPage />} />
    </Routes>
  );
}
