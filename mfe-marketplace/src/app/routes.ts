/** The routes this remote owns (published to the shell through remote.json). */
export const paths = {
  marketplace: '/marketplace',
} as const;

export const ownedRoutes: readonly string[] = Object.values(paths);
