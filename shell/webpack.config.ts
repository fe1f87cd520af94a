/**
 * The shell's build: the host's config from the root build/ folder (`createConfig` of
 * build/app-config.ts), with the shell's own concerns in shell/build/ (the documents' texts, public
 * files with the manifest and the offline page, documents with their prerendered first screens,
 * start-up hints, the service worker).
 */
import path from 'node:path';
import { createConfig } from '../build/app-config.ts';
import { devRemotesMiddleware } from './dev-remotes.ts';
import { DEFAULT_LANGUAGE, documentIn, LANGUAGE_CODES } from 'shared-ui/contracts';
import { DOCUMENT_TEXTS, inLanguage, loadDocumentCatalogues } from './build/document-texts.ts';
import { PrerenderedDocumentsPlugin, loadRenderer } from './build/documents.ts';
import { fillManifest } from './build/manifest.ts';
import { fillOfflinePage } from './build/offline-page.ts';
import { prerenderBundle, prerenderConfig } from './build/prerender.ts';
import { serverEntry } from '../build/server-entry.ts';
import { publicFiles } from './build/public-files.ts';
import { serviceWorker } from './build/service-worker.ts';
import { StartupHintsPlugin } from './build/startup-hints.ts';
import { SHELL_ROUTES } from './src/app/shell-routes.ts';
import { DEFAULT_DOCUMENT, DOCUMENT_FILES, PAGE_MODULES, PAGE_DOCUMENTS } from './src/documents.ts';

const dirname = import.meta.dirname;
/** Each language's texts of the documents (their copies in that language). */
const documentCatalogues = await loadDocumentCatalogues();

const shell = createConfig({
  name: 'shell',
  role: 'host',
  dirname,
  // The page's own scripts load from the site root, so that a deep link such as /article/7
  // does not ask for /article/main.js (chunks use publicPath 'auto').
  html: { publicPath: '/', templateParameters: DOCUMENT_TEXTS },
  plugins: (mode) => [
    publicFiles(
      path.join(dirname, 'public'),
      { 'manifest.webmanifest': fillManifest, 'offline.html': fillOfflinePage },
      // Each other language's manifest and offline page, beside its documents.
      Object.fromEntries(
        LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).flatMap((code) => [
          [
            documentIn('manifest.webmanifest', code),
            {
              from: 'manifest.webmanifest',
              fill: (template: string) => fillManifest(template, documentCatalogues[code]),
            },
          ],
          [
            documentIn('offline.html', code),
            {
              from: 'offline.html',
              fill: (template: string) => fillOfflinePage(template, documentCatalogues[code]),
            },
          ],
        ]),
      ),
    ),
    ...(mode === 'production'
      ? [
          new StartupHintsPlugin(),
          new PrerenderedDocumentsPlugin({
            files: DOCUMENT_FILES,
            pages: PAGE_DOCUMENTS,
            fallback: DEFAULT_DOCUMENT,
            routes: SHELL_ROUTES,
            render: loadRenderer(prerenderBundle(dirname)),
            languages: LANGUAGE_CODES,
            inLanguage: (html, language) => inLanguage(html, language, documentCatalogues),
            pageModules: PAGE_MODULES,
          }),
          serviceWorker(path.join(dirname, 'src/sw/service-worker.ts')),
        ]
      : []),
  ],
  devServer: {
    // The remotes served from their builds (`npm run dev -- <remote>`) come from the API, at /mfe/.
    extraProxied: ['/mfe'],
    setupMiddlewares: (middlewares) => [devRemotesMiddleware(), ...middlewares],
  },
});

/**
 * In production the prerender compiles first: the page's build puts its output into the
 * documents. The server entry compiles after the page's build.
 */
export default (env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = shell(env, argv);
  if ((argv.mode ?? 'production') !== 'production') return config;
  return [
    prerenderConfig(dirname),
    { ...config, name: 'shell', dependencies: ['prerender'] },
    // The pages rendered on the server (src/server.ts), beside the browser build.
    serverEntry({ app: 'shell', dirname, publicPath: '/' })(env, argv),
  ];
};
