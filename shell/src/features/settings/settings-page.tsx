import { texts, useTheme } from 'shared-ui';
import { Button } from 'shared-ui/button';

/** /settings: a placeholder saying more features are coming; the theme can be chosen already. */
export function SettingsPage() {
  const { theme, toggle } = useTheme();
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <div className="ui-card shell-setting">
        <div>
          <h2>Theme</h2>
          <p className="shell-muted">
            Now using the {theme} theme. Your choice is remembered on this device.
          </p>
        </div>
        <Button variant="ghost" onClick={toggle}>
          {theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        </Button>
      </div>
      <p>{texts.settings.comingSoon}</p>
    </section>
  );
}
