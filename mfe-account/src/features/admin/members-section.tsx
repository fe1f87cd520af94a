import { useState } from 'react';
import { Button } from 'shared-ui/button';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { usePagedList } from 'shared-ui/paged-list';
import { SearchBar } from 'shared-ui/search-bar';
import { admin as t } from '../../texts/admin.ts';
import { getContent, getMembers, removeContent, setRole, type Account, type ContentItem } from './api.ts';
import { Section, act, when, type Notice, ListFooter } from './section.tsx';

type Asking =
  { kind: 'role'; account: Account; role: Account['role'] } | { kind: 'remove'; item: ContentItem };

/** A member's content, newest first, a page at a time, each item removable. */
function MemberContent({ account, onAsk }: { account: Account; onAsk: (asking: Asking) => void }) {
  const content = usePagedList<ContentItem>({
    key: String(account.id),
    load: (page) => getContent(account.id, page),
  });
  return (
    <div className="admin-content" aria-label={t.members.contentOf(account.username)} role="region">
      <h4>{t.members.contentOf(account.username)}</h4>
      {content.status === 'error' && <p className="admin-muted">{t.loadFailed}</p>}
      {content.items?.length === 0 && <p className="admin-muted">{t.members.noContent}</p>}
      <ul className="admin-comments">
        {content.items?.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <span>
              <strong>{t.members.kinds[item.kind]}</strong> {item.title}{' '}
              <span className="admin-muted">
                {item.status ? `${t.statuses[item.status] ?? item.status} · ` : ''}
                {when(item.created_at)}
              </span>
            </span>
            <Button size="small" variant="danger" onClick={() => onAsk({ kind: 'remove', item })}>
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
      <ListFooter list={content} />
    </div>
  );
}

/** Members: search, grant or revoke the administrator role, see and remove a member's content. */
export function MembersSection() {
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const members = usePagedList<Account>({
    load: (page) => getMembers(search, page),
    key: `${search}:${version}`,
  });
  const [open, setOpen] = useState<number | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [contentKey, setContentKey] = useState(0);

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    if (asking.kind === 'role') {
      if (await act(() => setRole(asking.account.id, asking.role), setNotice)) setVersion((v) => v + 1);
    } else if (await act(() => removeContent(asking.item.kind, asking.item.id), setNotice))
      setContentKey((k) => k + 1);
    setBusy(false);
    setAsking(null);
  };

  return (
    <Section
      heading={t.members.heading}
      notice={notice}
      failed={members.status === 'error'}
      onRetry={members.retry}
    >
      <SearchBar
        label={t.members.search}
        placeholder={t.members.search}
        value={search}
        onChange={setSearch}
      />
      {members.status === 'ready' && members.items?.length === 0 && (
        <p className="admin-muted">{t.members.none}</p>
      )}
      <ul className="admin-list">
        {members.items?.map((account) => (
          <li key={account.id} className="admin-card">
            <h3>
              {account.username} · {t.members.role(account.role)}
            </h3>
            <p className="admin-muted">
              {account.email} · {when(account.created_at)}
            </p>
            <div className="admin-actions">
              <Button
                size="small"
                variant="secondary"
                aria-expanded={open === account.id}
                onClick={() => setOpen(open === account.id ? null : account.id)}
              >
                {open === account.id ? t.members.close : t.members.content}
              </Button>
              {account.role === 'admin' ? (
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => setAsking({ kind: 'role', account, role: 'member' })}
                >
                  {t.members.makeMember}
                </Button>
              ) : (
                <Button size="small" onClick={() => setAsking({ kind: 'role', account, role: 'admin' })}>
                  {t.members.makeAdmin}
                </Button>
              )}
            </div>
            {open === account.id && <MemberContent key={contentKey} account={account} onAsk={setAsking} />}
          </li>
        ))}
      </ul>
      <ListFooter list={members} />
      <ConfirmDialog
        open={asking !== null}
        danger={asking?.kind === 'remove' || asking?.role === 'member'}
        message={
          asking?.kind === 'role'
            ? t.members.confirmRole(asking.account.username, asking.role)
            : asking
              ? t.members.confirmRemove(asking.item.title)
              : ''
        }
        confirmLabel={
          asking?.kind === 'role'
            ? asking.role === 'admin'
              ? t.members.makeAdmin
              : t.members.makeMember
            : t.remove
        }
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Section>
  );
}
