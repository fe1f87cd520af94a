import { useSyncExternalStore } from 'react';
import { texts } from 'shared-ui';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says so while the device is offline (the service worker keeps visited pages readable). */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className={online ? 'visually-hidden' : 'shell-offline-notice'}>
      {online ? '' : texts.layout.offline}
    </div>
  );
}
