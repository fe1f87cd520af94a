export type MessageTone = 'success' | 'danger' | 'info';

/** A message banner: green for success, red for danger, yellow otherwise (spec). */
export function MessageBanner({ tone, children }: { tone: MessageTone; children: string }) {
  return (
    <p className={`ui-banner ui-banner--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
