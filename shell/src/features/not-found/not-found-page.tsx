import { Link } from 'react-router-dom';

/** Any route nobody owns: the standard layout with a way back. */
export function NotFoundPage() {
  return (
    <section className="ui-page">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <Link className="ui-button" to="/home">
        Go to Home
      </Link>
    </section>
  );
}
