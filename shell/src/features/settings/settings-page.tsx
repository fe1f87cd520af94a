import { useId } from 'react';
import {
  chooseLanguage,
  chooseLowData,
  currentLanguage,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  texts,
  useCurrentUser,
  useLowData,
  useTheme,
} from 'shared-ui';
import { Button } from 'shared-ui/button';
import { smallPages } from '../../texts/small-pages.ts';
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

/** The site's language on this device: the page reloads in the one chosen (and the server is told). */
function LanguageSelect() {
  const id = useId();
  const t = smallPages.settings;
  return (
    <div className="ui-card shell-setting" id="language">
      <div>
        <h2>
          <label htmlFor={id}>{t.language}</label>
        </h2>
        <p className="shell-muted" id={`${id}-hint`}>
          {t.languageHint}
        </p>
      </div>
      <select
        id={id}
        className="ui-input"
        value={currentLanguage()}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (isLanguage(code)) chooseLanguage(code);
        }}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /settings: the language, the theme, low-data mode and, for a member, their notifications; more features are coming. */
export function SettingsPage() {
  const { theme, toggle } = useTheme();
  const user = useCurrentUser();
  const t = texts.theme;
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{texts.nav.settings}</h1>
      <LanguageSelect />
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
