/**
 * A remote's `remote.json` (shared-ui/contracts `RemoteFile`): its name, the routes it owns, their
 * first reads and the files of each page, from which the server composes `/remotes.json` and
 * preloads a page's code and first API reads.
 */
import webpack from 'webpack';
import type { AppName, RemoteFile } from 'shared-ui/contracts';
import type { RouteDescription } from 'shared-ui/published-routes';

/**
 * Emits `remote.json` once the files have their final (content-hashed) names; a page whose chunk
 * name matches no chunk fails the build.
 */
export class RemoteDescriptorPlugin {
  readonly name: AppName;
  readonly description: RouteDescription;
  constructor(name: AppName, description: RouteDescription) {
    this.name = name;
    this.description = description;
  }
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteDescriptorPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { pageChunks, ...described } = this.description;
          const pageFiles: Record<string, string[]> = {};
          for (const [route, chunk] of Object.entries(pageChunks)) {
            const group = compilation.namedChunkGroups.get(chunk);
            if (!group) {
              const message = `${this.name}: route ${route} names its page's chunk "${chunk}", and no import has /* webpackChunkName: "${chunk}" */`;
              compilation.errors.push(new webpack.WebpackError(message));
              continue;
            }
            pageFiles[route] = [...new Set(group.chunks.flatMap((c) => [...c.files]))]
              .filter((file) => /\.(js|css)$/.test(file))
              .sort();
          }
          const file: RemoteFile = { name: this.name, ...described, pageFiles };
          compilation.emitAsset('remote.json', new webpack.sources.RawSource(JSON.stringify(file, null, 2)));
        },
      );
    });
  }
}
