/** The routes this remote owns (published to the shell through remote.json). */
export const paths = {
  music: '/music',
} as const;

export const ownedRoutes: readonly string[] = Object.values(paths);

/** The API reads each page starts with; the server preloads them with the page (remote.json). */
export const firstReads: Readonly<Record<string, readonly string[]>> = {
  [paths.music]: ['music/get-music.php?search=&sort=recent'],
};
