/** The routes this remote owns (published to the shell through remote.json). */
export const paths = {
  articles: '/articles',
  stories: '/stories',
  news: '/news',
} as const;

export const ownedRoutes: readonly string[] = Object.values(paths);
