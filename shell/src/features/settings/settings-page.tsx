import { useId } from 'react';
import { chooseLowData, texts, useCurrentUser, useLowData, useTheme } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { smallPages } from 'shared-ui/texts/small-pages';
import { NotificationSettings } from './notification-settings.tsx';
import './settings.css';

/** Low-data mode: on or off on this device, whatever the browser's data saver says. */
function LowDataSwitch() {
  const lowData = useLowData();
  const id = useId();
  const t = smallPages.settings;
  return (
    <div className="ui-card shell-setting">
      <div>
        <h2>
          <label htmlFor={id}>{t.lowData}</label>
        </h2>
        <p className="shell-muted" id={`${id}-hint`}>
          {t.lowDataHint}
        </p>
      </div>
      <input
        id={id}
        className="shell-switch"
        type="checkbox"
        role="switch"
        checked={lowData}
        aria-describedby={`${id}-hint`}
        onChange={(event) => chooseLowData(event.currentTarget.checked)}
      />
    </div>
  );
}

/** /settings: the theme, low-data mode and, for a member, their notifications; more features are coming. */
export function SettingsPage() {
  const { theme, toggle } = useTheme();
  const user = useCurrentUser();
  const t = texts.theme;
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{texts.nav.settings}</h1>
      <div className="ui-card shell-setting">
        <div>
          <h2>{t.title}</h2>
          <p className="shell-muted">{t.current(t.names[theme])}</p>
        </div>
        <Button variant="ghost" onClick={toggle}>
          {theme === 'dark' ? t.toLight : t.toDark}
        </Button>
      </div>
      <LowDataSwitch />
      {user && <NotificationSettings key={user.id} userId={user.id} />}
      <p>{smallPages.settings.comingSoon}</p>
    </section>
  );
}
