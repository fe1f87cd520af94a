/** A short-lived notice pinned to the bottom of the screen, read out by screen readers. */
export function Toast({
  message,
  tone = 'success',
}: {
  message: string | null;
  tone?: 'success' | 'danger';
}) {
  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {message && <div className={`ui-toast ui-toast--${tone}`}>{message}</div>}
    </div>
  );
}
