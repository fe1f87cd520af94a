/** The shell's `public/` folder (manifest, icons, media, offline page), copied into the build as it is. */
import CopyPlugin from 'copy-webpack-plugin';

export const publicFiles = (publicDir: string) => new CopyPlugin({ patterns: [{ from: publicDir }] });
