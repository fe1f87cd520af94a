import { useState, type FormEvent } from 'react';
import { texts, useCurrentUser } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { TextArea } from 'shared-ui/text-area';
import { isSendableComment } from 'shared-ui/validation/comments';
import { formatDay } from 'shared-ui/dates';
import { ReportButton } from 'shared-ui/report';
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
 * An article's comments, newest first, a page at a time (Load More), each with its Report button,
 * and the field to add one. A blank comment is ignored; a comment that cannot be saved stays in the
 * field with 'Failed to add comment.'.
 */
export function CommentsPanel({ articleId, onCount, headingLevel = 3 }: CommentsPanelProps) {
  const user = useCurrentUser();
  const list = usePagedList({ load: (page) => getComments(articleId, page), key: String(articleId) });
  // Comments posted here lead the list, above the pages read before they were posted.
  const [posted, setPosted] = useState<ArticleComment[]>([]);
  const [draft, setDraft] = useState('');
  const [posting, setPosting] = useState(false);
  const [failed, setFailed] = useState(false);
  const postedIds = new Set(posted.map((comment) => comment.id));
  const shown = {
    ...list,
    items: list.items && [...posted, ...list.items.filter((comment) => !postedIds.has(comment.id))],
  };

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSendableComment(draft) || posting) return;
    setPosting(true);
    setFailed(false);
    try {
      const saved = await addComment(articleId, draft.trim(), user?.id ?? null);
      if (!saved) throw new Error('Comment refused');
      setPosted((before) => [saved.comment, ...before]);
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
      <PagedList
        list={shown}
        label={t.title}
        getKey={(comment) => comment.id}
        loadingLabel={t.loading}
        emptyText={t.none}
        errorText={t.failedToLoad}
        skeletonCount={2}
        renderItem={(comment) => (
          <div className="stories-comments__item">
            <div className="stories-comments__head">
              <strong>{comment.user_name}</strong>
              <time dateTime={comment.created_at}>{formatDay(comment.created_at)}</time>
              <ReportButton subject="comment" subjectId={comment.id} ownerId={comment.user_id} />
            </div>
            <p>{comment.comment}</p>
          </div>
        )}
      />
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
