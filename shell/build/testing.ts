/** For the build's tests: compiles a small app with webpack into a fresh folder. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

export interface Compiled {
  /** A file of the output, one character a byte (latin1). */
  read: (file: string) => string;
  /** The output's file names. */
  assets: string[];
}

/**
 * Builds `files` (by path in the app's folder; `src/main.js` is the entry) with `plugins`, in a
 * folder under `shell/` so that packages resolve as in the real build; removes it afterwards.
 */
export async function compile(
  files: Record<string, string | Buffer>,
  plugins: (dir: string) => webpack.WebpackPluginInstance[],
): Promise<Compiled> {
  const dir = mkdtempSync(path.join(__dirname, '..', '.build-test-'));
  try {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    const output = path.join(dir, 'dist');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './src/main.js' },
          output: { path: output, filename: '[name].js' },
          plugins: plugins(dir),
          performance: { hints: false },
        },
        (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    const assets = Object.keys(stats.compilation.assets).sort();
    const contents = new Map(assets.map((file) => [file, readFileSync(path.join(output, file), 'latin1')]));
    return { assets, read: (file) => contents.get(file) ?? '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
