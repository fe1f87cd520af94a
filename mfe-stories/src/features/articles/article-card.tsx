import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, pagePath } from 'shared-ui';
import { Skeleton } from 'shared-ui/skeleton';
import { stories } from 'shared-ui/texts/stories';
import { CARD_SIZES, type StoryArticle } from './api.ts';
import { ArticleText } from './article-text.tsx';
import { AuthorLine } from './author-line.tsx';
import { LikeButton } from './like-button.tsx';
import { MediaCarousel, slidesOf } from './media-carousel.tsx';
import { ShareButton } from './share-button.tsx';

const t = stories.card;

// The comments and their field load when a reader opens them, not with the list.
const CommentsPanel = lazy(() =>
  import(/* webpackChunkName: "comments-panel" */ '../comments/comments-panel.tsx').then((module) => ({
    default: module.CommentsPanel,
  })),
);

/** The comments count, over the media when there is media: opens and closes the comments. */
function CommentsToggle({
  count,
  open,
  onToggle,
  overlay,
}: {
  count: number;
  open: boolean;
  onToggle: () => void;
  overlay: boolean;
}) {
  return (
    <button
      type="button"
      className={overlay ? 'stories-action stories-action--overlay' : 'stories-action'}
      aria-expanded={open}
      onClick={onToggle}
    >
      <svg className="stories-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
      </svg>
      {t.comments(count)}
    </button>
  );
}

/** One article of the list: author, title (to its page), media, text, like, comments, share. */
export function ArticleCard({ article, first = false }: { article: StoryArticle; first?: boolean }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [comments, setComments] = useState(article.comments_count);
  const toggle = () => setCommentsOpen((open) => !open);
  const hasMedia = slidesOf(article).length > 0;
  const commentsToggle = (
    <CommentsToggle count={comments} open={commentsOpen} onToggle={toggle} overlay={hasMedia} />
  );

  return (
    <article className="ui-card stories-card">
      <AuthorLine article={article} />
      <h2 className="stories-card__title">
        <Link to={pagePath(PAGES.article, { id: article.id })}>{article.article_name}</Link>
      </h2>
      <p className="stories-card__category">{t.category(article.category, article.subcategory)}</p>
      {hasMedia && (
        <div className="stories-card__media">
          <MediaCarousel article={article} sizes={CARD_SIZES} eager={first} />
          {commentsToggle}
        </div>
      )}
      <ArticleText text={article.description} href={pagePath(PAGES.article, { id: article.id })} />
      <div className="stories-card__actions">
        <LikeButton articleId={article.id} count={article.likes_count} />
        {!hasMedia && commentsToggle}
        <ShareButton articleId={article.id} title={article.article_name} />
      </div>
      {commentsOpen && (
        <Suspense fallback={<Skeleton label={stories.comments.loading} count={1} />}>
          <CommentsPanel articleId={article.id} onCount={setComments} />
        </Suspense>
      )}
    </article>
  );
}
