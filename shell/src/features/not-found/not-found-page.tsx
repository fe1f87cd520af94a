import { Link } from 'react-router-dom';
import { PAGES } from 'shared-ui';
import { smallPages } from '../../texts/small-pages.ts';

/** Any route nobody owns: the standard layout with a way back. */
export function NotFoundPage() {
  const t = smallPages.notFound;
  return (
    <section className="ui-page">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <Link className="ui-button" to={PAGES.home}>
        {t.home}
      </Link>
    </section>
  );
}
