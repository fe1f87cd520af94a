import { useId, useRef, useState } from 'react';
import { texts } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { NOTIFICATION_KINDS, type NotificationKind } from 'shared-ui/contracts/notifications';
import { MessageBanner } from 'shared-ui/message-banner';
import { Skeleton } from 'shared-ui/skeleton';
import { useRead } from 'shared-ui/use-read';
import { smallPages } from '../../texts/small-pages.ts';
import { notificationsTurnedOff, turnNotificationsOff } from './api.ts';

const t = smallPages.settings.notifications;

/**
 * A member's notifications: one switch per kind. A change shows at once and is saved; when the
 * save fails, the switches go back to what the server last kept and say so.
 */
export function NotificationSettings({ userId }: { userId: number }) {
  const id = useId();
  const settings = useRead(userId, notificationsTurnedOff);
  // What the server last kept, once the member changes something; the latest save alone speaks.
  const kept = useRef<NotificationKind[] | null>(null);
  const saves = useRef(0);
  const [saveFailed, setSaveFailed] = useState(false);

  const change = async (kind: NotificationKind, on: boolean) => {
    const shown = settings.value;
    if (!shown) return;
    kept.current ??= shown;
    const off = on ? shown.filter((other) => other !== kind) : [...shown, kind];
    settings.set(off);
    setSaveFailed(false);
    const save = ++saves.current;
    try {
      kept.current = await turnNotificationsOff(off);
      if (save === saves.current) settings.set(kept.current);
    } catch {
      if (save !== saves.current) return;
      settings.set(kept.current);
      setSaveFailed(true);
    }
  };

  let body;
  if (settings.value) {
    const off = settings.value;
    body = (
      <ul className="shell-switches">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind}>
            <label htmlFor={`${id}-${kind}`}>{t.kinds[kind]}</label>
            <input
              id={`${id}-${kind}`}
              className="shell-switch"
              type="checkbox"
              role="switch"
              checked={!off.includes(kind)}
              onChange={(event) => void change(kind, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
    );
  } else if (settings.failed) {
    body = (
      <div className="shell-switches__failure">
        <MessageBanner tone="danger">{t.failed}</MessageBanner>
        <Button variant="ghost" onClick={settings.reload}>
          {texts.common.retry}
        </Button>
      </div>
    );
  } else {
    body = <Skeleton label={t.loading} count={NOTIFICATION_KINDS.length} />;
  }

  return (
    <section className="ui-card shell-setting-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p className="shell-muted">{t.hint}</p>
      {body}
      {saveFailed && <MessageBanner tone="danger">{t.saveFailed}</MessageBanner>}
    </section>
  );
}
