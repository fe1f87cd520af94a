import type { ReactNode } from 'react';
import './message-banner.css';

export type MessageTone = 'success' | 'danger' | 'info';

/**
 * A message banner: green for success, red for danger, yellow otherwise (spec). A danger banner
 * is an alert (read out at once); the others are polite status messages.
 */
export function MessageBanner({ tone, children }: { tone: MessageTone; children: ReactNode }) {
  return (
    <p className={`ui-banner ui-banner--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
