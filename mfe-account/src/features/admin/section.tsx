import type { ReactNode } from 'react';
import { Button } from 'shared-ui/button';
import { formatDayAndTime } from 'shared-ui/dates';
import type { PagedListState } from 'shared-ui/paged-list';
import { MessageBanner } from 'shared-ui/message-banner';
import { admin as t } from '../../texts/admin.ts';

/** What a section says after an action: the server's words, or a failure. */
export interface Notice {
  tone: 'success' | 'danger';
  text: string;
}

/** One section of the console: its heading, its notice, and its list's loading and failure states. */
export function Section(props: {
  heading: string;
  notice: Notice | null;
  failed?: boolean;
  onRetry?: () => void;
  children: ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby="admin-section-heading">
      <h2 id="admin-section-heading">{props.heading}</h2>
      {props.notice && <MessageBanner tone={props.notice.tone}>{props.notice.text}</MessageBanner>}
      {props.failed && (
        <div className="admin-failed">
          <MessageBanner tone="danger">{t.loadFailed}</MessageBanner>
          <Button variant="secondary" size="small" onClick={props.onRetry}>
            {t.retry}
          </Button>
        </div>
      )}
      {props.children}
    </section>
  );
}

/** The list's end: a loading line before the first page, then Load More while there is more. */
export function ListFooter({ list }: { list: PagedListState<unknown> }) {
  if (list.status === 'loading') return <p className="admin-muted">{t.loading}</p>;
  return list.hasMore ? (
    <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
      {t.loadMore}
    </Button>
  ) : null;
}

/** A date and time in the administrator's time zone ('12 Mar 2026, 14:05'). */
export const when = (iso: string | null) => (iso ? formatDayAndTime(iso) : '');

/**
 * Runs an action and turns its answer into a notice: the server's message, or `t.failed` on a
 * network failure. Resolves to whether it succeeded.
 */
export async function act(
  run: () => Promise<{ ok: boolean; body: { message?: string; error?: string } }>,
  setNotice: (notice: Notice) => void,
): Promise<boolean> {
  try {
    const { ok, body } = await run();
    setNotice({ tone: ok ? 'success' : 'danger', text: body.message ?? body.error ?? t.failed });
    return ok;
  } catch {
    setNotice({ tone: 'danger', text: t.failed });
    return false;
  }
}
