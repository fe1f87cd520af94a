/**
 * What the apps get when they import `react-router-dom` in a build: the
 * browser-side routing API, shared as one singleton. A shared module is never
 * tree-shaken (any remote may use any of its exports), so sharing the whole
 * package sends its server, cookie, session, RSC and data-router code to every
 * visitor. This list is the routing API the platform offers, and only what the
 * apps use of it: an app that needs another export of react-router-dom adds it
 * here, and one that stops using the last use of a name removes it (a unit test
 * checks both ways).
 *
 * Not imported by application code: the build shares it under the name
 * `react-router-dom` (see build/modules.ts). Builds that share nothing (the
 * prerender, the embed script) and tests use the real package.
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
