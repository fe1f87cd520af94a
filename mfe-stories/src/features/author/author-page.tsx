import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { texts, useCurrentUser } from 'shared-ui';
import { usePageMeta } from 'shared-ui/page-meta';
import { useRead } from 'shared-ui/use-read';
import { Avatar } from 'shared-ui/avatar';
import { EmptyState } from 'shared-ui/empty-state';
import { PagedList, usePagedList, type PagedListState } from 'shared-ui/paged-list';
import { Skeleton } from 'shared-ui/skeleton';
import { stories } from 'shared-ui/texts/stories';
import {
  documentAuthorArticles,
  getAuthorArticles,
  profileImage,
  type StoryArticle,
} from '../articles/api.ts';
import { ArticleCard } from '../articles/article-card.tsx';
import { FollowButton } from '../follows/follow-button.tsx';
import { documentAuthor, getAuthor, type AuthorProfile, type AuthorStats } from './api.ts';

const t = stories.author;
const FIELDS = ['age', 'place_of_birth', 'skills', 'career', 'experience', 'education'] as const;
/**
 * The text of each field's label, read as the page renders: this code can load before the
 * remote's texts are put in the page's language, so a label read once here would stay in English.
 */
const FIELD_LABELS = {
  age: 'age',
  place_of_birth: 'placeOfBirth',
  skills: 'skills',
  career: 'career',
  experience: 'experience',
  education: 'education',
} as const satisfies Record<(typeof FIELDS)[number], keyof typeof t>;

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' | 'failed' }
  | { status: 'ready'; profile: AuthorProfile; stats: AuthorStats | null };

/** The author at `userId`: in the first render when the page's document came with them. */
function useAuthor(userId: string): Loaded {
  const read = useRead(
    userId,
    () => getAuthor(userId),
    () => documentAuthor(userId),
  );
  if (read.failed) return { status: 'failed' };
  if (read.value === undefined) return { status: 'loading' };
  return read.value ? { status: 'ready', ...read.value } : { status: 'missing' };
}

/** Followers and following; a follow or unfollow here moves the followers figure with it. */
function Figures({ stats, authorId }: { stats: AuthorStats; authorId: number }) {
  const user = useCurrentUser();
  const followsNow = Boolean(user?.following?.includes(authorId));
  const [followedAtStart] = useState(followsNow);
  const followers = stats.followersCount + (followsNow === followedAtStart ? 0 : followsNow ? 1 : -1);
  return (
    <dl className="stories-author-page__figures">
      <div>
        <dt>{t.followers}</dt>
        <dd>{Math.max(0, followers)}</dd>
      </div>
      <div>
        <dt>{t.following}</dt>
        <dd>{stats.followingCount}</dd>
      </div>
    </dl>
  );
}

function AuthorArticles({ articles, name }: { articles: PagedListState<StoryArticle>; name: string }) {
  return (
    <section aria-labelledby="author-articles">
      <h2 id="author-articles">{t.articles}</h2>
      <PagedList
        list={articles}
        label={t.articlesOf(name)}
        getKey={(article) => article.id}
        loadingLabel={stories.articles.loading}
        emptyText={t.noArticles}
        errorText={t.articlesFailed}
        skeletonCount={1}
        renderItem={(article) => <ArticleCard article={article} />}
      />
    </section>
  );
}

/** /author/{userId}: an author's public profile, their figures, Follow and their published articles. */
export function AuthorPage() {
  const { userId = '' } = useParams();
  const loaded = useAuthor(userId);
  // Read with the profile, not once it is in: the articles show with the author.
  const articles = usePagedList({
    load: (page) => getAuthorArticles(userId, page),
    firstPage: () => documentAuthorArticles(userId),
    key: userId,
  });
  const profile = loaded.status === 'ready' ? loaded.profile : null;
  usePageMeta({ title: profile?.username, description: profile?.career ?? undefined });

  if (loaded.status === 'loading') {
    return (
      <section className="ui-page">
        <h1 className="visually-hidden">{t.loading}</h1>
        <Skeleton label={t.loading} count={1} variant="text" />
      </section>
    );
  }
  if (loaded.status !== 'ready') {
    return (
      <section className="ui-page">
        <h1>{loaded.status === 'missing' ? t.notFound : texts.common.somethingWentWrong}</h1>
        {loaded.status === 'failed' && <EmptyState message={texts.profile.profileFailed} />}
      </section>
    );
  }
  const { profile: author, stats } = loaded;
  const facts = FIELDS.filter((field) => author[field] !== null && author[field] !== '');
  return (
    <section className="ui-page stories-author-page">
      <header className="stories-author-page__head">
        <Avatar name={author.username} src={profileImage(author.profile_image)} size="large" />
        <div>
          <h1>{author.username}</h1>
          {stats && <Figures stats={stats} authorId={author.user_id} />}
          <FollowButton authorId={author.user_id} authorName={author.username} />
        </div>
      </header>
      {facts.length > 0 && (
        <dl className="stories-author-page__facts">
          {facts.map((field) => (
            <div key={field}>
              <dt>{t[FIELD_LABELS[field]]}</dt>
              <dd>{String(author[field])}</dd>
            </div>
          ))}
        </dl>
      )}
      <AuthorArticles articles={articles} name={author.username} />
    </section>
  );
}
