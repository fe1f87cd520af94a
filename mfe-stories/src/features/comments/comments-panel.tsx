import { useEffect, useState, type FormEvent } from 'react';
import { texts, useCurrentUser } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { Skeleton } from 'shared-ui/skeleton';
import { TextArea } from 'shared-ui/text-area';
import { isSendableComment } from 'shared-ui/validation/comments';
import { formatDay } from 'shared-ui/dates';
import { addComment, getComments, type ArticleComment } from './api.ts';

const t = stories.comments;

export interface CommentsPanelProps {
  articleId: number;
  /** Told the article's new comment count after a comment is saved. */
  onCount?: (count: number) => void;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * An article's comments, newest first, and the field to add one. A blank comment is ignored;
 * a comment that cannot be saved stays in the field with 'Failed to add comment.'.
 */
export function CommentsPanel({ articleId, onCount, headingLevel = 3 }: CommentsPanelProps) {
  const user = useCurrentUser();
  const [comments, setComments] = useState<ArticleComment[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [posting, setPosting] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    getComments(articleId).then(
      (list) => active && setComments(list),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [articleId]);

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSendableComment(draft) || posting) return;
    setPosting(true);
    setFailed(false);
    try {
      const saved = await addComment(articleId, draft.trim(), user?.id ?? null);
      if (!saved) throw new Error('Comment refused');
      setComments((list) => [saved.comment, ...(list ?? [])]);
      setDraft('');
      onCount?.(saved.count);
    } catch {
      setFailed(true);
    } finally {
      setPosting(false);
    }
  };

  const Heading = `h${headingLevel}` as const;
  const headingId = `comments-${articleId}`;
  return (
    <section className="stories-comments" aria-labelledby={headingId}>
      <Heading id={headingId}>{t.title}</Heading>
      {loadFailed ? (
        <p>{t.failedToLoad}</p>
      ) : comments === null ? (
        <Skeleton label={t.loading} count={2} />
      ) : comments.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="stories-comments__list" aria-labelledby={headingId}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <strong>{comment.user_name}</strong>{' '}
              <time dateTime={comment.created_at}>{formatDay(comment.created_at)}</time>
              <p>{comment.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="stories-comments__form" onSubmit={(event) => void post(event)}>
        <TextArea
          name="comment"
          label={t.field}
          hideLabel
          placeholder={t.placeholder}
          value={draft}
          onChange={setDraft}
          rows={2}
        />
        {failed && <MessageBanner tone="danger">{texts.comments.failed}</MessageBanner>}
        <Button type="submit" size="small" busy={posting} busyLabel={t.posting}>
          {t.post}
        </Button>
      </form>
    </section>
  );
}
