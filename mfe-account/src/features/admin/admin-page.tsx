import type { ReactElement } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { admin as t } from '../../texts/admin.ts';
import { ActionsSection } from './actions-section.tsx';
import { ArticlesSection } from './articles-section.tsx';
import { ListingsSection } from './listings-section.tsx';
import { MembersSection } from './members-section.tsx';
import { NewsSection } from './news-section.tsx';
import { ReportsSection } from './reports-section.tsx';
import { RequireAdmin } from './require-admin.tsx';
import { TicketsSection } from './tickets-section.tsx';
import { VideosSection } from './videos-section.tsx';
import './admin.css';

/**
 * The console's sections, each with the text of its link (`t.nav`): read as the console renders,
 * since this code can load before the remote's texts are put in the page's language.
 */
const SECTIONS = [
  { path: 'articles', nav: 'articles', element: <ArticlesSection /> },
  { path: 'reports', nav: 'reports', element: <ReportsSection /> },
  { path: 'tickets', nav: 'tickets', element: <TicketsSection /> },
  { path: 'news', nav: 'news', element: <NewsSection /> },
  { path: 'videos', nav: 'videos', element: <VideosSection /> },
  { path: 'members', nav: 'members', element: <MembersSection /> },
  { path: 'marketplace', nav: 'marketplace', element: <ListingsSection /> },
  { path: 'record', nav: 'actions', element: <ActionsSection /> },
] as const satisfies readonly { path: string; nav: keyof typeof t.nav; element: ReactElement }[];

/** The admin console (/admin/*): its sections behind the administrators-only guard. */
export function AdminPage() {
  return (
    <RequireAdmin>
      <div className="ui-page admin">
        <h1>{t.title}</h1>
        <nav className="admin-nav" aria-label={t.sections}>
          {SECTIONS.map(({ path, nav }) => (
            <NavLink key={path} to={`/admin/${path}`} className="admin-nav__link">
              {t.nav[nav]}
            </NavLink>
          ))}
        </nav>
        <Routes>
          <Route index element={<Navigate to="/admin/articles" replace />} />
          {SECTIONS.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<Navigate to="/admin/articles" replace />} />
        </Routes>
      </div>
    </RequireAdmin>
  );
}
