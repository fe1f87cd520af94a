import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. texts.music.noSongs. */
  message: string;
  /** A way on: a link or a button (Reset Filters, post your first reel). */
  action?: ReactNode;
}

/** What a list shows when it has nothing: the spec's text, announced, and an optional way on. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <div className="ui-empty" role="status">
      <p>{message}</p>
      {action}
    </div>
  );
}
