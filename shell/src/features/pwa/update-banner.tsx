import { texts } from 'shared-ui';
import { useUpdate } from './update-store.ts';
import { Button } from 'shared-ui/button';

/** 'A new version is available.' with Reload, once a new shell or remote is out. */
export function UpdateBanner() {
  const reload = useUpdate((state) => state.reload);
  const dismiss = useUpdate((state) => state.dismiss);
  return (
    <div role="status" className={reload ? 'shell-update-banner' : 'visually-hidden'}>
      {reload && (
        <>
          <p>{texts.appUpdate.available}</p>
          <Button onClick={reload}>{texts.appUpdate.reload}</Button>
          <Button variant="ghost" onClick={dismiss}>
            {texts.appUpdate.later}
          </Button>
        </>
      )}
    </div>
  );
}
