import { usePagedList } from 'shared-ui/paged-list';
import { admin as t } from '../../texts/admin.ts';
import { getActions, type AdminAction } from './api.ts';
import { ListFooter, Section, when } from './section.tsx';

/** The record of administrator actions: who did what, when. */
export function ActionsSection() {
  const list = usePagedList<AdminAction>({
    load: (page) => getActions(page),
    key: '',
  });
  return (
    <Section heading={t.actions.heading} notice={null} failed={list.status === 'error'} onRetry={list.retry}>
      {list.status === 'ready' && list.items?.length === 0 && <p className="admin-muted">{t.actions.none}</p>}
      <ul className="admin-list">
        {list.items?.map((action) => (
          <li key={action.id} className="admin-card admin-record">
            <p>
              <strong>{action.action}</strong>
            </p>
            <p className="admin-muted">
              {action.username} · {when(action.created_at)}
            </p>
            <p className="admin-code">
              {action.method} {action.path}
              {action.detail ? ` ${action.detail}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <ListFooter list={list} />
    </Section>
  );
}
