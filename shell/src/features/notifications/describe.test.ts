import { notifications as t } from '../../texts/notifications.ts';
import { notificationLink, notificationText } from './describe.ts';
import { notification } from './test-fixtures.ts';

describe('a notification in words', () => {
  it('names someone and something when the server names neither', () => {
    const item = notification(1, { actor_name: null, subject_title: null });
    expect(notificationText(item)).toBe(t.comment(t.someone, t.untitled));
  });

  it("leaves out the reason when there is none, and names the removed item's kind", () => {
    const removed = notification(1, { kind: 'removed', subject: 'product', subject_title: 'Kiondo' });
    expect(notificationText(removed)).toBe('Your product "Kiondo" was removed');
    expect(notificationText({ ...removed, reason: 'Sold elsewhere' })).toBe(
      'Your product "Kiondo" was removed: Sold elsewhere',
    );
    expect(notificationText({ ...removed, kind: 'rejected', subject: 'article' })).toBe(
      'Your article "Kiondo" was not published',
    );
  });

  it('names a removed comment a comment, and links it to the page it was on', () => {
    const comment = notification(1, {
      kind: 'removed',
      subject: 'comment',
      subject_id: 9,
      subject_title: 'Nonsense',
    });
    expect(notificationText(comment)).toBe('Your comment "Nonsense" was removed');
    expect(notificationLink(comment)).toBe('/article/9');
    expect(notificationLink({ ...comment, subject: 'video_comment' })).toBe('/meta');
  });

  it("links a follow to the follower's author page, and an item without an id to its list", () => {
    expect(notificationLink(notification(1, { kind: 'follow', subject: 'member', actor_id: 5 }))).toBe(
      '/author/5',
    );
    expect(notificationLink(notification(1, { subject: 'member', actor_id: null, subject_id: null }))).toBe(
      '/profile',
    );
    expect(notificationLink(notification(1, { subject: 'product', subject_id: null }))).toBe('/marketplace');
    expect(notificationLink(notification(1, { subject: 'song', subject_id: null }))).toBe('/music');
  });
});
