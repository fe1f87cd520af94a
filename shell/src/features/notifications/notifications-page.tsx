import { useState } from 'react';
import { Link } from 'react-router-dom';
import { texts, useCurrentUser } from 'shared-ui';
import { Button } from 'shared-ui/button';
import type { NotificationItem } from 'shared-ui/contracts/notifications';
import { formatDayAndTime } from 'shared-ui/dates';
import { LoginDialog } from 'shared-ui/login-dialog';
import { MessageBanner } from 'shared-ui/message-banner';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { notifications as t } from '../../texts/notifications.ts';
import { markAllRead, markRead, notificationsPage } from './api.ts';
import { notificationLink, notificationText } from './describe.ts';
import { timeAgo } from 'shared-ui/dates';
import './notifications.css';

/** One notification: a link to what it is about, in bold (and said to be unread) until read. */
function NotificationRow({
  item,
  unread,
  onOpen,
}: {
  item: NotificationItem;
  unread: boolean;
  onOpen: (item: NotificationItem) => void;
}) {
  const text = notificationText(item);
  const open = () => onOpen(item);
  return (
    <Link
      to={notificationLink(item)}
      className={`ui-card shell-notice${unread ? ' shell-notice--unread' : ''}`}
      onClick={open}
      onAuxClick={open}
    >
      {unread && <span className="visually-hidden">{t.unread} </span>}
      {unread ? (
        <strong className="shell-notice__text">{text}</strong>
      ) : (
        <span className="shell-notice__text">{text}</span>
      )}{' '}
      <time
        className="shell-notice__time"
        dateTime={item.created_at}
        title={formatDayAndTime(item.created_at)}
      >
        {timeAgo(item.created_at)}
      </time>
    </Link>
  );
}

/** The member's notifications, newest first, with Load More and Mark all as read. */
function MemberNotifications() {
  const list = usePagedList({ load: notificationsPage, key: 'notifications' });
  // What the member read here, before the list is read again from the server.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [marking, setMarking] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);

  const isUnread = (item: NotificationItem) => !item.read && !allRead && !readHere.has(item.id);
  const open = (item: NotificationItem) => {
    if (!isUnread(item)) return;
    setReadHere((ids) => new Set(ids).add(item.id));
    void markRead(item.id);
  };
  const markAll = async () => {
    setMarking(true);
    setOutcome(null);
    const done = await markAllRead();
    setMarking(false);
    if (done) setAllRead(true);
    setOutcome(done ? 'done' : 'failed');
  };

  return (
    <>
      {list.items && list.items.length > 0 && (
        <div className="shell-notices__actions">
          <Button variant="secondary" busy={marking} onClick={() => void markAll()}>
            {t.markAll}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {outcome === 'done' && <MessageBanner tone="success">{t.markedAll}</MessageBanner>}
      </div>
      {outcome === 'failed' && <MessageBanner tone="danger">{t.markAllFailed}</MessageBanner>}
      <PagedList
        list={list}
        label={t.list}
        getKey={(item) => item.id}
        loadingLabel={t.loading}
        emptyText={t.empty}
        errorText={t.failed}
        noMoreText={t.noMore}
        renderItem={(item) => <NotificationRow item={item} unread={isUnread(item)} onOpen={open} />}
      />
    </>
  );
}

/** A guest is asked to log in, in the login dialog; the list shows once they have. */
function GuestPrompt() {
  const [askLogin, setAskLogin] = useState(false);
  return (
    <div className="shell-notices__guest">
      <p>{t.guest.text}</p>
      <Button onClick={() => setAskLogin(true)}>{t.guest.logIn}</Button>
      <LoginDialog open={askLogin} onClose={() => setAskLogin(false)} reason={t.guest.reason} />
    </div>
  );
}

/** /notifications: what happened to the member and to what they posted. */
export function NotificationsPage() {
  const user = useCurrentUser();
  return (
    <section className="ui-page shell-simple-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{texts.layout.notifications}</h1>
      {user ? <MemberNotifications key={user.id} /> : <GuestPrompt />}
    </section>
  );
}
