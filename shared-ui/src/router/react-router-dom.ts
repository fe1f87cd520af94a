/**
 * What the apps get when they import `react-router-dom` in a build: the
 * browser-side routing API, shared as one singleton. A shared module is never
 * tree-shaken (any remote may use any of its exports), so sharing the whole
 * package sends its server, cookie, session, RSC and data-router code to every
 * visitor. This list is the routing API the platform offers; an app that needs
 * another export of react-router-dom adds it here (a unit test checks that
 * every name the apps import from react-router-dom is listed).
 *
 * Not imported by application code: the build shares it under the name
 * `react-router-dom` (see webpack.common.ts). Tests use the real package.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
