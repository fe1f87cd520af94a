import { Route, Routes } from 'react-router-dom';
import { ArticlesPage } from '../features/articles/articles-page.tsx';
import { NewsPage } from '../features/news/news-page.tsx';
import '../shared/stories.css';
import { paths } from './routes.ts';

/** The stories remote's route subtree, rendered by the shell for the paths it owns. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.articles} element={<ArticlesPage />} />
      <Route path={paths.stories} element={<ArticlesPage />} />
      <Route path={paths.news} element={<NewsPage />} />
    </Routes>
  );
}
