/** The routes this remote owns (published to the shell through remote.json). */
export const paths = {
  login: '/login',
  register: '/register',
  profile: '/profile',
} as const;

export const ownedRoutes: readonly string[] = Object.values(paths);
