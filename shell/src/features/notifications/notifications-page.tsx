import { Link } from 'react-router-dom';

/** /notifications (the header's bell on small screens): nothing to show yet but the news. */
export function NotificationsPage() {
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      <p>You have no notifications yet.</p>
      <p>
        Announcements and upcoming events are on the <Link to="/news">news page</Link>.
      </p>
    </section>
  );
}
