import { createElement, Suspense, use, useState, type ComponentType } from 'react';
import { ErrorBoundary, LoadingState, useBeforeHydration } from 'shared-ui';
import { loadRemoteModule } from './load-remote.ts';
import { embedKey, RenderedRemoteContext } from './server-rendered.ts';

type Exposed = ComponentType<Record<string, unknown>>;

interface Entry {
  promise: Promise<Exposed>;
  failed: boolean;
  /** The component, once loaded: a render then shows it without suspending. */
  module?: Exposed;
  /**
   * The render generation that started this load (mount, path and retry count), or null for a
   * load started before any render (preloadExposed), which the first render to ask adopts.
   */
  generation: string | null;
}

const loaded = new Map<string, Entry>();
let mounts = 0;

/**
 * One load per exposed module. A successful load serves every later render;
 * a failed one keeps failing (so the error boundary shows) until a new
 * generation asks again: a new mount, a new path, or Try again.
 */
function loadExposed(id: string, generation: string | null): Promise<Exposed> {
  const entry = loaded.get(id);
  if (entry && entry.generation === null) entry.generation = generation;
  if (entry && !(entry.failed && entry.generation !== generation)) return entry.promise;
  const fresh: Entry = {
    generation,
    failed: false,
    promise: loadRemoteModule<{ default: Exposed }>(id).then((module) => module.default),
  };
  fresh.promise.then(
    (module) => {
      fresh.module = module;
    },
    () => {
      fresh.failed = true;
    },
  );
  loaded.set(id, fresh);
  return fresh.promise;
}

/**
 * Starts loading an exposed module before anything renders it (the first page's module, while
 * the document shows its frame), so the render that shows it need not suspend. A failed
 * preload is not tried again by the first render that asks: that render shows the failure.
 */
export function preloadExposed(id: string): Promise<unknown> {
  return loadExposed(id, null);
}

/** The element a remote's module renders in: the server puts the remote's markup in it. */
const MODULE_CLASS = 'remote-module';

function Exposed({
  id,
  generation,
  props,
  serverRendered,
  loadingLabel,
}: {
  id: string;
  generation: string;
  props: Record<string, unknown>;
  serverRendered: boolean;
  loadingLabel?: string;
}) {
  const rendered = use(RenderedRemoteContext);
  const beforeHydration = useBeforeHydration();
  // On the server: the page's remote rendered it, or the remote of a module the shell's page
  // embeds (the renderer passes their markup in).
  const markup =
    rendered?.module?.id === id ? rendered.module.markup : rendered?.embedded?.[embedKey(id, props)];
  if (markup !== undefined) {
    return <div className={MODULE_CLASS} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  // Any other remote module (home's news highlights, an embedded module whose remote did not
  // render it) the server leaves to the browser.
  if (rendered !== null || (beforeHydration && !serverRendered)) return <LoadingState label={loadingLabel} />;
  return (
    <div className={MODULE_CLASS}>
      {createElement(loaded.get(id)?.module ?? use(loadExposed(id, generation)), props)}
    </div>
  );
}

interface Props {
  /** Federated module id, e.g. `stories/App` or `stories/NewsHighlights`. */
  id: string;
  /** A change clears a caught error (the shell passes the path). */
  resetKey?: unknown;
  props?: Record<string, unknown>;
  loadingLabel?: string;
  /**
   * The server renders this module into the page's document: the page's remote (RemoteOutlet),
   * or a module a shell page embeds (embedded-modules.ts names it, with these props).
   */
  serverRendered?: boolean;
}

/**
 * Renders a remote's exposed component in its own error boundary and
 * loading state: a remote that fails to load or throws shows
 * 'Something went wrong.' with a retry, only in its own area.
 */
export function RemoteModule({ id, resetKey, props = {}, loadingLabel, serverRendered = false }: Props) {
  const [mount] = useState(() => (mounts += 1));
  const [attempt, setAttempt] = useState(0);
  const generation = `${mount}:${String(resetKey)}:${attempt}`;
  return (
    <ErrorBoundary resetKey={generation} onReset={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState label={loadingLabel} />}>
        <Exposed
          id={id}
          generation={generation}
          props={props}
          serverRendered={serverRendered}
          loadingLabel={loadingLabel}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
