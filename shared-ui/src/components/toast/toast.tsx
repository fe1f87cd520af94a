import { useEffect, useEffectEvent } from 'react';
import type { MessageTone } from '../message-banner/message-banner.tsx';
import '../message-banner/message-banner.css';
import './toast.css';

export interface ToastProps {
  /** The notice; nothing shows while null. */
  message: string | null;
  tone?: MessageTone;
  /** Called `duration` ms after a message shows (the page clears it); no timer without it. */
  onDismiss?: () => void;
  duration?: number;
}

/**
 * A short-lived notice pinned to the bottom of the screen, read out by screen readers. The live
 * region is always in the page, so a message that appears in it is announced.
 */
export function Toast({ message, tone = 'success', onDismiss, duration = 3000 }: ToastProps) {
  const dismiss = useEffectEvent(() => onDismiss?.());
  const timed = Boolean(onDismiss);
  useEffect(() => {
    if (!message || !timed) return undefined;
    const timer = setTimeout(dismiss, duration);
    return () => clearTimeout(timer);
  }, [message, timed, duration]);

  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {message && <div className={`ui-toast ui-banner--${tone}`}>{message}</div>}
    </div>
  );
}
