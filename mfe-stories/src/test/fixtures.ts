/** Stories records as the API answers them (the contract's types: a missing field fails to compile). */
import type { AnswerOf, NewsItem } from 'shared-ui';
import type { getArticles, getComments } from 'shared-ui/contracts/pages';
import type { StoryArticle } from '../features/articles/api.ts';
import type { AuthorProfile } from '../features/author/api.ts';
import type { ArticleComment } from '../features/comments/api.ts';

export const article = (id: number, changes: Partial<StoryArticle> = {}): StoryArticle => ({
  id,
  article_name: `Story ${id}`,
  description: `The text of story ${id}.`,
  category: 'Culture',
  subcategory: 'Traditions',
  status: 'published',
  likes_count: 4,
  created_at: '2026-03-12T09:00:00.000Z',
  user_id: 3,
  user_name: 'Amina Mwende',
  profile_image: null,
  image_url1: null,
  image_url2: null,
  image_url3: null,
  video_url1: null,
  video_url2: null,
  comments_count: 2,
  ...changes,
});

export const comment = (id: number, changes: Partial<ArticleComment> = {}): ArticleComment => ({
  id,
  user_id: 5,
  user_name: 'Baraka',
  comment: `Comment ${id}`,
  created_at: '2026-03-13T10:00:00.000Z',
  ...changes,
});

/** A page of the article list. */
export const articlesPage = (
  articles: StoryArticle[],
  page = 1,
  hasMore = false,
): AnswerOf<typeof getArticles> => ({ status: 'success', articles, page, hasMore });

/** A page of an article's comments, with the server's text for it. */
export const commentsPage = (
  comments: ArticleComment[],
  page = 1,
  hasMore = false,
): AnswerOf<typeof getComments> => ({
  success: true,
  comments,
  message: comments.length > 0 ? 'Comments found.' : 'No comments yet.',
  page,
  hasMore,
});

export const newsItem = (id: number, launchesOn: string, changes: Partial<NewsItem> = {}): NewsItem => ({
  id,
  name: `News ${id}`,
  launches_on: launchesOn,
  short_description: `Short ${id}`,
  full_description: `Full ${id}`,
  link: null,
  image_1: null,
  image_2: null,
  video_url: null,
  ...changes,
});

export const profile = (changes: Partial<AuthorProfile> = {}): AuthorProfile => ({
  user_id: 3,
  username: 'Amina Mwende',
  age: 34,
  place_of_birth: 'Kaloleni',
  skills: 'Weaving',
  career: 'Teacher',
  experience: null,
  education: '',
  profile_image: 'default-profile.svg',
  ...changes,
});
