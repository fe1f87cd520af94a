/**
 * The shell's `public/` folder (manifest, icons, media, offline page), copied into the build as
 * it is, but for the files given a filler: those are templates the filler writes texts into
 * (manifest.ts, offline-page.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';

/** By path in `public/`, what makes the file the build writes from its template. */
export type PublicTemplates = Readonly<Record<string, (template: string) => string>>;

/**
 * Copies of some templates written elsewhere in the build: by the path written (`sw/offline.html`),
 * the template in `public/` and what fills it (another language's texts).
 */
export type TemplateCopies = Readonly<Record<string, { from: string; fill: (template: string) => string }>>;

export function publicFiles(publicDir: string, templates: PublicTemplates = {}, copies: TemplateCopies = {}) {
  const named = [...Object.keys(templates), ...Object.values(copies).map((copy) => copy.from)];
  for (const file of named)
    if (!existsSync(path.join(publicDir, file))) throw new Error(`No ${file} in ${publicDir}`);
  return new CopyPlugin({
    patterns: [
      {
        from: publicDir,
        transform: (content, file) => {
          const fill = templates[path.relative(publicDir, file).split(path.sep).join('/')];
          return fill ? fill(content.toString('utf8')) : content;
        },
      },
      ...Object.entries(copies).map(([to, { from, fill }]) => ({
        from: path.join(publicDir, from),
        to,
        transform: (content: Buffer) => fill(content.toString('utf8')),
      })),
    ],
  });
}
