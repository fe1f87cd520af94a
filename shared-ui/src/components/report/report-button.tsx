import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from 'shared-ui';
import type { ReportSubject } from '../../contracts/endpoints/reports.ts';
import { report as t } from '../../texts/report.ts';
import './report-button.css';

// Both dialogs load on the first press only: a page of comments carries the buttons alone.
const ReportDialog = lazy(() =>
  import(/* webpackChunkName: "report-dialog" */ './report-dialog.tsx').then((module) => ({
    default: module.ReportDialog,
  })),
);
const LoginDialog = lazy(() =>
  import(/* webpackChunkName: "login-dialog" */ '../login-dialog/login-dialog.tsx').then((module) => ({
    default: module.LoginDialog,
  })),
);

export interface ReportButtonProps {
  /** What is reported (the contract's subjects). */
  subject: ReportSubject;
  /** The item's id. */
  subjectId: number;
  /** Who posted it (null for a guest's comment): its owner sees no button. */
  ownerId: number | null;
  /** For a placement's own spacing or colour (a reel's dark overlay). */
  className?: string;
}

/**
 * "Report" beside a member's item: a member tells the moderators it is a scam, offensive, spam or
 * wrong; a guest is asked to log in first. Nothing for the item's owner. Every one is named
 * "Report": the item it sits beside tells them apart.
 */
export function ReportButton({ subject, subjectId, ownerId, className }: ReportButtonProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState<'login' | 'report' | null>(null);
  if (user && ownerId !== null && user.id === ownerId) return null;

  return (
    <>
      <button
        type="button"
        className={['ui-report', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(user ? 'report' : 'login')}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          <path
            d="M3.5 15V1.5m0 1h9l-2 3.25 2 3.25h-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        {t.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          {open === 'report' ? (
            <ReportDialog subject={subject} subjectId={subjectId} onClose={() => setOpen(null)} />
          ) : (
            <LoginDialog
              open
              onClose={() => setOpen(null)}
              // The owner who signs in sees no button, and so no dialog.
              onSignedIn={(member) => setOpen(member.id === ownerId ? null : 'report')}
              reason={t.loginReason}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
