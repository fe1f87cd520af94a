/** The routes this remote owns (published to the shell through remote.json). */
export const paths = {
  articles: '/articles',
  stories: '/stories',
  news: '/news',
} as const;

export const ownedRoutes: readonly string[] = Object.values(paths);

/** The API reads each page starts with; the server preloads them with the page (remote.json). */
export const firstReads: Readonly<Record<string, readonly string[]>> = {
  [paths.articles]: ['pages/get_articles.php?priority=all'],
  [paths.stories]: ['pages/get_articles.php?priority=all'],
  [paths.news]: ['news/getNews.php'],
};
