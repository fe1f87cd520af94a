import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { texts } from 'shared-ui';
import { account } from 'shared-ui/texts/account';
import { Button } from 'shared-ui/button';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { MessageBanner, type MessageTone } from 'shared-ui/message-banner';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { deleteOwn, getOwnList, type OwnItem, type OwnListKind } from './api.ts';
import { ContentNav, CREATE_TAB, createPath } from './content-nav.tsx';
import { usePageMeta } from 'shared-ui/page-meta';
import { useProcessingRefresh } from './processing.tsx';

export interface OwnListProps<K extends OwnListKind> {
  kind: K;
  /** Whose list (the `userid` query parameter). */
  userId: number;
  /** The member's own list: items can be deleted. */
  own: boolean;
  heading: string;
  loadingLabel: string;
  emptyText: string;
  /** The spec's failure text of the list, e.g. 'Failed to fetch reels.'. */
  failedText: string;
  /** The spec's info text when the server says nothing of an empty list, e.g. 'No music found.'. */
  noneText: string;
  /** The spec's delete question and its failure text. */
  confirmText: string;
  deleteFailedText: string;
  /** The item's name, for its Delete button. */
  nameOf: (item: OwnItem<K>) => string;
  renderItem: (item: OwnItem<K>, actions: ReactNode) => ReactNode;
}

/**
 * One of the member's own lists (spec 'My content lists'): loading, empty and failure texts,
 * the server's message in a banner (green success, red danger, yellow otherwise), and Delete
 * with a confirm dialog, the item leaving the list once the server has deleted it. While an
 * upload's copies are in the making the list is read again every few seconds, so the owner sees
 * it progress and become ready.
 */
export function OwnList<K extends OwnListKind>(props: OwnListProps<K>) {
  const { kind, userId, own } = props;
  const [banner, setBanner] = useState<{ tone: MessageTone; text: string } | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<OwnItem<K> | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: props.heading });

  const list = usePagedList<OwnItem<K>>({
    key: `${kind}:${userId}`,
    load: async (page) => {
      const answer = await getOwnList(kind, userId, page);
      if (page === 1 && answer.items.length === 0) {
        setBanner({ tone: 'info', text: answer.message || props.noneText });
      }
      return answer;
    },
  });
  /** The pages shown, read again: the newer state of the items in the making. */
  const readShown = async () => {
    const items: OwnItem<K>[] = [];
    for (let page = list.startPage; page <= Math.max(list.lastPage, list.startPage); page += 1)
      items.push(...(await getOwnList(kind, userId, page)).items);
    return items;
  };
  const current = useProcessingRefresh(list.items, readShown);
  const shown = { ...list, items: current && current.filter((item) => !removed.has(item.id)) };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await deleteOwn(kind, deleting.id);
      if (answer.ok) {
        setRemoved((last) => new Set(last).add(deleting.id));
        setBanner({ tone: 'success', text: answer.message || account.lists.deleted });
      } else setBanner({ tone: 'danger', text: answer.message || props.deleteFailedText });
    } catch {
      setBanner({ tone: 'danger', text: props.deleteFailedText });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const actionsOf = (item: OwnItem<K>) =>
    own ? (
      <Button
        variant="danger"
        size="small"
        onClick={() => setDeleting(item)}
        aria-label={account.lists.deleteNamed(props.nameOf(item))}
      >
        {texts.common.delete}
      </Button>
    ) : null;

  return (
    <section className="ui-page account-own">
      <h1>{props.heading}</h1>
      <ContentNav userId={userId} />
      {banner && <MessageBanner tone={banner.tone}>{banner.text}</MessageBanner>}
      {/* The spec's loading text, in view beside the skeleton (which says it to screen readers). */}
      {shown.items === null && shown.status === 'loading' && (
        <p className="account-muted" aria-hidden="true">
          {props.loadingLabel}
        </p>
      )}
      <PagedList
        list={shown}
        label={props.heading}
        getKey={(item) => item.id}
        loadingLabel={props.loadingLabel}
        emptyText={props.emptyText}
        emptyAction={own ? <Link to={createPath(CREATE_TAB[kind])}>{account.lists.create}</Link> : undefined}
        errorText={props.failedText}
        layout="grid"
        skeletonCount={3}
        renderItem={(item) => props.renderItem(item, actionsOf(item))}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        message={props.confirmText}
        confirmLabel={texts.common.delete}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
