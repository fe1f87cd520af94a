import { Link } from 'react-router-dom';
import { PAGES } from 'shared-ui';
import { smallPages } from '../../texts/small-pages.ts';

/** /not-allowed: a signed-in member without the permission a page needs. */
export function NotAllowedPage() {
  const t = smallPages.accessDenied;
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="denied-title">
      <h1 id="denied-title">{t.title}</h1>
      <p>{t.notPermitted}</p>
      <p>{t.askAdministrator}</p>
      <Link className="ui-button" to={PAGES.home}>
        {t.returnHome}
      </Link>
    </section>
  );
}
