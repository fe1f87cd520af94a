import { texts, useTheme } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { smallPages } from 'shared-ui/texts/small-pages';

/** /settings: a placeholder saying more features are coming; the theme can be chosen already. */
export function SettingsPage() {
  const { theme, toggle } = useTheme();
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
      <p>{smallPages.settings.comingSoon}</p>
    </section>
  );
}
