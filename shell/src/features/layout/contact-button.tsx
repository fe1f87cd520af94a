import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { ChatIcon, CloseIcon } from '../../shared/icons.tsx';
import { useElapsed } from '../../shared/timers.ts';

const DISMISSED_KEY = 'contactButtonDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The floating Contact Us button: appears 8 s after load, leads to /contact-us,
 * and stays away for the rest of the visit once dismissed.
 */
export function ContactButton() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const due = useElapsed(timings.contactButtonDelayMs);
  // Storage is asked only once the button is due: its first use costs the page's start-up a
  // round trip to the browser.
  if (!due || dismissed || pathname === PAGES.contact || wasDismissed()) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage unavailable: dismissed for this page only.
    }
  };
  return (
    <div className="shell-contact-button">
      <Link to={PAGES.contact} className="shell-contact-button__link">
        <ChatIcon />
        {texts.contactButton.label}
      </Link>
      <button
        type="button"
        className="shell-contact-button__dismiss"
        aria-label={texts.contactButton.dismiss}
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
