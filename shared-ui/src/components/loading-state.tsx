import { texts } from '../texts/index.ts';

/** A polite loading indicator for an area still waiting for its content. */
export function LoadingState({ label = texts.common.loadingContent }: { label?: string }) {
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
