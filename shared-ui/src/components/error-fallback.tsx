import { texts } from '../texts/index.ts';

/** The spec's error fallback: 'Something went wrong.' and a retry button. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="ui-fallback" role="alert">
      <p>{texts.common.somethingWentWrong}</p>
      {onRetry && (
        <button type="button" className="ui-button" onClick={onRetry}>
          {texts.common.retry}
        </button>
      )}
    </div>
  );
}
