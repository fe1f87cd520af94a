import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { smallPages } from 'shared-ui/texts/small-pages';

/** /notifications (the header's bell on small screens): nothing to show yet but the news. */
export function NotificationsPage() {
  const { none, news } = smallPages.notifications;
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{texts.layout.notifications}</h1>
      <p>{none}</p>
      <p>
        {news.before}
        <Link to={PAGES.news}>{news.link}</Link>
        {news.after}
      </p>
    </section>
  );
}
