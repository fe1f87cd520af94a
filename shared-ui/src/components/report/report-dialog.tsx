import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { call, replyOf, texts } from 'shared-ui';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  sendReport,
  type ReportReason,
  type ReportSubject,
} from '../../contracts/endpoints/reports.ts';
import { report as t } from '../../texts/report.ts';
import { Button, buttonClass } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { MessageBanner } from '../message-banner/message-banner.tsx';
import { TextArea } from '../text-area/text-area.tsx';
import './report-dialog.css';

export interface ReportDialogProps {
  subject: ReportSubject;
  subjectId: number;
  onClose: () => void;
}

/** How the report ended: sent, or refused as a repeat (nothing more to do either way). */
type Outcome = { tone: 'success' | 'info'; message: string };

/**
 * The report itself: why (one of five reasons), optional details, Send report. A refusal or a
 * lost connection keeps what the member chose and wrote, for another try.
 */
export function ReportDialog({ subject, subjectId, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The form gives way to the outcome: focus goes to Close, which reads the outcome out.
  useEffect(() => {
    if (outcome) closeButton.current?.focus();
  }, [outcome]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      firstReason.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const written = details.trim();
    try {
      const response = await call(sendReport, {
        body: { subject, subject_id: subjectId, reason, ...(written && { details: written }) },
      });
      const body = await replyOf(sendReport, response);
      if (response.status === 201) setOutcome({ tone: 'success', message: t.thanks });
      else if (response.status === 409) setOutcome({ tone: 'info', message: body.message || t.already });
      else setError(body.message || t.failed);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };

  const title = t.title[subject];
  if (outcome) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={title}
        footer={
          <button
            ref={closeButton}
            type="button"
            className={buttonClass()}
            onClick={onClose}
            aria-describedby={`${ids}-outcome`}
          >
            {texts.common.close}
          </button>
        }
      >
        <div id={`${ids}-outcome`}>
          <MessageBanner tone={outcome.tone}>{outcome.message}</MessageBanner>
        </div>
      </Dialog>
    );
  }

  const errorId = `${ids}-reason-error`;
  return (
    <Dialog open onClose={onClose} title={title}>
      <form className="ui-report-dialog" onSubmit={(event) => void send(event)} noValidate>
        <fieldset
          className="ui-report-dialog__reasons"
          aria-invalid={missing && !reason ? true : undefined}
          aria-describedby={missing && !reason ? errorId : undefined}
        >
          <legend>{t.reasonsLegend}</legend>
          {REPORT_REASONS.map((value, index) => (
            <label key={value} className="ui-report-dialog__reason">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t.reasons[value]}
            </label>
          ))}
          {missing && !reason && (
            <p id={errorId} className="ui-field__error" role="alert">
              {t.chooseReason}
            </p>
          )}
        </fieldset>
        <TextArea
          name="details"
          label={t.details}
          hint={t.detailsHint}
          value={details}
          onChange={setDetails}
          maxLength={REPORT_DETAILS_MAX}
          showCount
          rows={3}
        />
        {error && <MessageBanner tone="danger">{error}</MessageBanner>}
        <div className="ui-report-dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t.sending}>
            {t.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
