import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, pagePath } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { usePagedList } from 'shared-ui/paged-list';
import { REPORTER_MIN_AGE_DAYS, REPORTS_TO_HIDE } from 'shared-ui/contracts/reports';
import { TextArea } from 'shared-ui/text-area';
import { admin as t } from '../../texts/admin.ts';
import { decideReports, getReports, type ReportDecision, type ReportedItem } from './api.ts';
import { ListFooter, Section, act, when, type Notice } from './section.tsx';

/** The longest reason the owner is shown (the contract's limit). */
const REASON_MAX = 500;

/** Where an administrator sees a reported item as members do: its page, or the page it sits on. */
const PAGE_OF: Record<ReportedItem['subject'], (item: ReportedItem) => string | null> = {
  product: (item) => pagePath(PAGES.product, { productId: item.subject_id }),
  article: (item) => pagePath(PAGES.article, { id: item.subject_id }),
  comment: (item) => (item.parent_id === null ? null : pagePath(PAGES.article, { id: item.parent_id })),
  video_comment: () => PAGES.videos,
  reel: (item) => pagePath(PAGES.shareReel, { reelId: item.subject_id }),
  song: () => PAGES.music,
};

/** An item's identity across kinds: ids are only unique within one kind. */
const keyOf = (item: ReportedItem) => `${item.subject}:${item.subject_id}`;

/**
 * One reported item: what and whose it is (as it was when reported, once its owner deleted it),
 * what its reports weigh against what hides it, the owner's record, each report, and the two
 * decisions.
 */
function ReportCard(props: {
  item: ReportedItem;
  onDecide: (decision: ReportDecision, reason?: string) => Promise<void>;
}) {
  const { item } = props;
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReportDecision | null>(null);
  const href = item.deleted ? null : PAGE_OF[item.subject](item);
  const decide = async (decision: ReportDecision, why?: string) => {
    setBusy(decision);
    await props.onDecide(decision, why);
    setBusy(null);
  };
  const hide = (event: FormEvent) => {
    event.preventDefault();
    void decide('hide', reason.trim());
  };
  return (
    <li className="admin-card admin-report">
      <p className="admin-report__kind">
        <span>{t.reports.kinds[item.subject]}</span>
        {item.hidden && <span className="admin-badge">{t.reports.hidden}</span>}
        {item.deleted && <span className="admin-badge">{t.reports.deleted}</span>}
      </p>
      <h3>{href ? <Link to={href}>{item.title}</Link> : item.title}</h3>
      <p className="admin-muted">
        {t.reports.owner(item.owner_name)} · {t.reports.count(item.reports_count)} ·{' '}
        {t.reports.firstReported(when(item.first_reported_at))}
      </p>
      <p className="admin-muted">
        {t.reports.weight(item.weight, item.weight_to_hide)}
        {item.owner_id !== null &&
          ` · ${t.reports.ownerRecord(item.owner_record.removed, item.owner_record.deleted)}`}
      </p>
      <ul className="admin-reports" aria-label={t.reports.list(item.title)}>
        {item.reports.map((report, index) => (
          <li key={index}>
            <strong>{t.reports.reasons[report.reason]}</strong>
            {report.details && <p className="admin-text">{report.details}</p>}
            <p className="admin-muted">
              {t.reports.reporter(
                report.reporter_id === null ? t.reports.reporterGone : report.reporter_name,
                when(report.created_at),
              )}{' '}
              · {t.reports.reportWeight(report.weight)}
            </p>
          </li>
        ))}
      </ul>
      {hiding ? (
        <form className="admin-form" aria-label={t.reports.hideForm(item.title)} onSubmit={hide}>
          <TextArea
            name={`hide-reason-${keyOf(item)}`}
            label={t.reports.reason}
            hint={t.reports.reasonHint}
            value={reason}
            onChange={setReason}
            maxLength={REASON_MAX}
            showCount
            rows={3}
          />
          <div className="admin-actions">
            <Button type="submit" size="small" variant="danger" busy={busy === 'hide'}>
              {t.reports.hide}
            </Button>
            <Button size="small" variant="ghost" disabled={busy !== null} onClick={() => setHiding(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="admin-actions">
          <Button size="small" variant="danger" disabled={busy !== null} onClick={() => setHiding(true)}>
            {t.reports.hide}
          </Button>
          <Button
            size="small"
            variant="secondary"
            busy={busy === 'dismiss'}
            onClick={() => void decide('dismiss')}
          >
            {t.reports.dismiss}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Items members reported, oldest report first: an administrator hides one (its owner is told why)
 * or dismisses its reports, and it leaves the list.
 */
export function ReportsSection() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  // A decision closes the item's reports on the server, which moves every later item up a
  // place: the pages shown are read again so that Load More skips none.
  const [reload, setReload] = useState({ version: 0, pages: 1 });
  const list = usePagedList<ReportedItem>({
    load: getReports,
    key: String(reload.version),
    initialPages: reload.pages,
  });
  const decide = async (item: ReportedItem, decision: ReportDecision, reason?: string) => {
    if (await act(() => decideReports(item, decision, reason), setNotice)) {
      setDecided((before) => new Set(before).add(keyOf(item)));
      setReload((before) => ({ version: before.version + 1, pages: Math.max(1, list.pages) }));
    }
  };
  const items = (list.items ?? []).filter((item) => !decided.has(keyOf(item)));
  return (
    <Section
      heading={t.reports.heading}
      notice={notice}
      failed={list.status === 'error'}
      onRetry={list.retry}
    >
      <p className="admin-muted">{t.reports.intro}</p>
      <p className="admin-muted">{t.reports.rule(REPORTER_MIN_AGE_DAYS, REPORTS_TO_HIDE)}</p>
      {list.status === 'ready' && items.length === 0 && <p className="admin-muted">{t.reports.none}</p>}
      <ul className="admin-list">
        {items.map((item) => (
          <ReportCard
            key={keyOf(item)}
            item={item}
            onDecide={(decision, reason) => decide(item, decision, reason)}
          />
        ))}
      </ul>
      <ListFooter list={list} />
    </Section>
  );
}
