/**
 * shared-ui: what truly crosses the boundaries between the shell and the
 * remotes. Shared as one federation singleton, so every app sees the same
 * session store, theme store and API client configuration.
 */
export * from './api/index.ts';
export * from './contracts/index.ts';
export { ErrorBoundary } from './components/error-boundary.tsx';
export { ErrorFallback } from './components/error-fallback.tsx';
export { LoadingState } from './components/loading-state.tsx';
export { lazyPage, preloadPage, type LazyPage, type PageRoute } from './router/lazy-page.ts';
export { RouteTable } from './router/route-table.tsx';
export { PAGE_LIVE_EVENT, PageHydrated, SERVER_RENDERED_ATTRIBUTE } from './router/page-hydrated.tsx';
export { Hydrating, useBeforeHydration } from './router/before-hydration.tsx';
export {
  SESSION_STORAGE_KEY,
  useCurrentUser,
  useSession,
  type SessionState,
} from './session/session-store.ts';
export { confirmStoredSession } from './session/confirm-session.ts';
export { useSignOut } from './session/use-sign-out.ts';
export { THEME_STORAGE_KEY, useTheme, useThemeStore, type Theme } from './theme/theme-store.ts';
export {
  chooseLowData,
  deviceSrcSet,
  lowDataChoice,
  lowDataNow,
  useLowData,
} from './preferences/low-data.ts';
export {
  chooseLanguage,
  currentLanguage,
  intlLocale,
  renderIn,
  startLanguage,
} from './preferences/language.ts';
export {
  MARKET_NAME,
  PRODUCT_NAME,
  PRODUCT_SHORT_NAME,
  texts,
  type Block,
  type Inline,
  type Rich,
} from './texts/index.ts';
