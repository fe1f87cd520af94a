import { Type, type Static } from 'typebox';
import type { RemoteFile as RemoteFileShape, RuntimeConfig as RuntimeConfigShape } from 'shared-ui/contracts';

/** What each remote's build writes to `dist/remote.json`: shared-ui/contracts `RemoteFile`. */
export const RemoteFile = Type.Object({
  name: Type.String(),
  routes: Type.Array(Type.String()),
  /** By route pattern, the API reads its page starts with (paths under the API base). */
  firstReads: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** By route pattern, the files of the page's own code (file names in the remote's folder). */
  pageFiles: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** The API paths of the public reads its pages make, kept by the service worker for offline reading. */
  publicReads: Type.Optional(Type.Array(Type.String())),
  /** By route pattern, the picture the page shows largest at first (shared-ui/contracts `FirstImage`). */
  firstImages: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object({
        read: Type.Integer({ minimum: 0 }),
        field: Type.String({ pattern: '^[\\w]+(\\.[\\w]+)*$' }),
        folder: Type.String({ pattern: '^[\\w-]+(/[\\w-]+)*$' }),
        sizes: Type.String({ pattern: '^[\\w\\s().,:-]*$' }),
      }),
    ),
  ),
});

/** shared-ui/contracts `RuntimeConfig`, served as `/remotes.json`. */
export const RuntimeConfig = Type.Object({
  remotes: Type.Record(
    Type.String(),
    Type.Object({
      entry: Type.String(),
      routes: Type.Array(Type.String()),
      publicReads: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  api: Type.Object({
    default: Type.String(),
    hosts: Type.Record(Type.String(), Type.String()),
  }),
});

/** What the shell's build writes to `dist/documents.json` (shell/src/documents.ts). */
export const DocumentsFile = Type.Object({
  /** By page path, the document file that serves it. */
  pages: Type.Record(Type.String(), Type.String({ pattern: '^[a-z0-9-]+\\.html$' })),
  /** The document of every other page. */
  fallback: Type.String({ pattern: '^[a-z0-9-]+\\.html$' }),
  /** The route patterns the shell renders itself; without them every path is taken for a page. */
  routes: Type.Optional(Type.Array(Type.String())),
  /** The languages besides English every document was also written in (`<code>/<file>`). */
  languages: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }))),
  /** By shell route (`*` for 'not found'), the stylesheets of the page's code, beside the documents. */
  pageStyles: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String({ pattern: '^[\\w.-]+\\.css$' }))),
  ),
  /** CSP sources of the documents' inline scripts. */
  scriptHashes: Type.Array(Type.String({ pattern: "^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$" })),
});

/** Whether two types are the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The shapes are defined in shared-ui/contracts, which the builds and the shell use; these
// schemas check them at the door, and stop compiling the day they tell a different shape.
export const schemasFollowTheContracts: [
  Same<Static<typeof RemoteFile>, RemoteFileShape>,
  Same<
    Static<typeof RuntimeConfig>,
    Required<RuntimeConfigShape> & { api: Required<RuntimeConfigShape['api']> }
  >,
] = [true, true];
