// What the front ends use of react-router-dom, and the build of it that they share.
//
// A shared module is built with every export kept (the provider cannot know what a remote will import),
// and React Router 7 in full is ~62 KB gzipped: a third of the landing page's budget, mostly data routers,
// SSR and RSC code no page here uses. The shared 'react-router-dom' is this file instead (see shared.js):
// the declarative router only, ~14 KB. Code still imports 'react-router-dom' (types come from the real
// package); an import of a name missing here fails the build (exportsPresence: 'error'), so add it here.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useParams,
  useSearchParams,
  useLocation,
  useMatch,
  matchRoutes,
  generatePath,
} from 'react-router';
