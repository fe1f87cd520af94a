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

const SECTIONS = [
  { path: 'articles', label: t.nav.articles, element: <ArticlesSection /> },
  { path: 'reports', label: t.nav.reports, element: <ReportsSection /> },
  { path: 'tickets', label: t.nav.tickets, element: <TicketsSection /> },
  { path: 'news', label: t.nav.news, element: <NewsSection /> },
  { path: 'videos', label: t.nav.videos, element: <VideosSection /> },
  { path: 'members', label: t.nav.members, element: <MembersSection /> },
  { path: 'marketplace', label: t.nav.marketplace, element: <ListingsSection /> },
  { path: 'record', label: t.nav.actions, element: <ActionsSection /> },
] as const;

/** The admin console (/admin/*): its sections behind the administrators-only guard. */
export function AdminPage() {
  return (
    <RequireAdmin>
      <div className="ui-page admin">
        <h1>{t.title}</h1>
        <nav className="admin-nav" aria-label={t.sections}>
          {SECTIONS.map(({ path, label }) => (
            <NavLink key={path} to={`/admin/${path}`} className="admin-nav__link">
              {label}
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
