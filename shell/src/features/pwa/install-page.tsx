import { Button } from 'shared-ui/button';
import { media } from '../../shared/media.ts';
import { install as t } from '../../texts/install.ts';
import { promptInstall, useInstallState } from './install-prompt.ts';

/** /install-app: the install button shows only while the browser offers an install. */
export function InstallPage() {
  const state = useInstallState();
  return (
    <section className="ui-page shell-install" aria-labelledby="install-title">
      <img src={media.logoKaya} alt="" width="96" height="96" />
      <h1 id="install-title">{t.title}</h1>
      <p>{t.intro}</p>
      {state === 'available' && <Button onClick={() => void promptInstall()}>{t.button}</Button>}
      <p role="status">
        {state === 'installed' && t.installed}
        {state === 'dismissed' && t.dismissed}
      </p>
      {state === 'unavailable' && <p className="shell-muted">{t.unavailable}</p>}
    </section>
  );
}
