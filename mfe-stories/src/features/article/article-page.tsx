import { Link, useParams } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { usePageMeta } from 'shared-ui/page-meta';
import { useRead } from 'shared-ui/use-read';
import { stories } from 'shared-ui/texts/stories';
import { report } from 'shared-ui/texts/report';
import { Skeleton } from 'shared-ui/skeleton';
import { EmptyState } from 'shared-ui/empty-state';
import { limits } from 'shared-ui/validation/limits';
import { ReportButton } from 'shared-ui/report';
import { DETAIL_SIZES, documentArticle, getArticle, type StoryArticle } from '../articles/api.ts';
import { AuthorLine } from '../articles/author-line.tsx';
import { LikeButton } from '../articles/like-button.tsx';
import { MediaCarousel } from '../articles/media-carousel.tsx';
import { ShareButton } from '../articles/share-button.tsx';
import { CommentsPanel } from '../comments/comments-panel.tsx';

const t = stories.article;

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'removed'; message: string }
  | { status: 'failed' }
  | { status: 'ready'; article: StoryArticle };

/** The article at `id`: in the first render when the page's document came with it. */
function useArticle(id: string): Loaded {
  const read = useRead(
    id,
    () => getArticle(id),
    () => documentArticle(id),
  );
  if (read.failed) return { status: 'failed' };
  if (read.value === undefined) return { status: 'loading' };
  if (read.value === null) return { status: 'missing' };
  return 'removed' in read.value
    ? { status: 'removed', message: read.value.message ?? report.removed }
    : { status: 'ready', article: read.value };
}

/**
 * /article/{id} and /post/{id}: the whole article, its media, likes, comments, follow, share and
 * report; one the moderators removed says so.
 */
export function ArticlePage() {
  const { id = '' } = useParams();
  const loaded = useArticle(id);
  const article = loaded.status === 'ready' ? loaded.article : null;
  usePageMeta({
    title: article?.article_name,
    description: article?.description.slice(0, limits.articlePreview),
  });

  return (
    <section className="ui-page stories-article">
      <Link to={PAGES.articles} className="stories-back">
        <span aria-hidden="true">← </span>
        {t.back}
      </Link>
      {loaded.status === 'loading' ? (
        <>
          <h1 className="visually-hidden">{t.loading}</h1>
          <Skeleton label={t.loading} count={1} variant="card" grid={false} />
        </>
      ) : loaded.status === 'removed' ? (
        <h1>{loaded.message}</h1>
      ) : article === null ? (
        <>
          <h1>{loaded.status === 'missing' ? t.notFound : texts.common.somethingWentWrong}</h1>
          {loaded.status === 'failed' && <EmptyState message={t.failed} />}
        </>
      ) : (
        <article className="stories-article__body">
          <h1>{article.article_name}</h1>
          <AuthorLine article={article} />
          <p className="stories-card__category">
            {stories.card.category(article.category, article.subcategory)}
          </p>
          <MediaCarousel article={article} sizes={DETAIL_SIZES} eager />
          <p className="stories-text stories-article__text">{article.description}</p>
          <div className="stories-card__actions">
            <LikeButton articleId={article.id} count={article.likes_count} />
            <ShareButton articleId={article.id} title={article.article_name} />
            <ReportButton
              subject="article"
              subjectId={article.id}
              ownerId={article.user_id}
              className="stories-article__report"
            />
          </div>
          <CommentsPanel articleId={article.id} headingLevel={2} />
        </article>
      )}
    </section>
  );
}
