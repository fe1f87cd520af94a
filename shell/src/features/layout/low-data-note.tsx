import { Link } from 'react-router-dom';
import { PAGES, texts, useLowData } from 'shared-ui';

/** Says, on every page, that low-data mode is on, with the way to turn it off. */
export function LowDataNote() {
  if (!useLowData()) return null;
  const t = texts.layout;
  return (
    <p className="shell-low-data-note">
      <strong>{t.lowData}</strong> {t.lowDataOn} <Link to={PAGES.settings}>{t.lowDataSettings}</Link>
    </p>
  );
}
