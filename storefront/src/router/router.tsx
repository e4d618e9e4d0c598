import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { matchPath, type RouteParams } from './matchPath';

/*
 * The storefront's router: addresses in the browser's history, links that change them without a page
 * load, and the route table's match. It does only what the storefront's screens use, under the names
 * React Router gave them, and weighs about a twentieth of React Router's 39 KB of the first chunk
 * (docs/decisions/0008-the-storefront-routes-itself.md).
 */

export type Location = { pathname: string; search: string; hash: string; state: unknown };
/** An address: text ('/products?page=2'), or parts of one, where a missing pathname is the current one. */
export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: To, options?: NavigateOptions) => void;

/** What the storefront keeps in history.state: the state a navigation carried (a placed order, where to go after signing in). */
type HistoryEntry = { state: unknown };

const currentLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as HistoryEntry | null)?.state ?? null,
});

const addressOf = (to: To, from: Location): string =>
  typeof to === 'string' ? to : `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;

const RouterContext = createContext<{ location: Location; navigate: Navigate } | null>(null);
const ParamsContext = createContext<RouteParams>({});

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The storefront router is missing: wrap the app in <BrowserRouter>.');
  return router;
}

/** Keeps the address in the browser's history and tells the screens when it changes (links, Back, Forward). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<Navigate>((to, { replace = false, state = null } = {}) => {
    const entry: HistoryEntry = { state };
    const from = currentLocation();
    const address = addressOf(to, from);
    if (replace) window.history.replaceState(entry, '', address);
    else window.history.pushState(entry, '', address);
    const next = currentLocation();
    // A new page opens at its top, as a page load would (issue 35: a product opened from the list's
    // third screen landed on its reviews). The same page with another query (filters, the list's
    // pages) keeps its place, and Back is left to the browser, which restores where the shopper was.
    if (!replace && next.pathname !== from.pathname && !next.hash) window.scrollTo(0, 0);
    setLocation(next);
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
/** The current route's `:name` parameters, decoded. */
export const useParams = (): RouteParams => useContext(ParamsContext);

/** The address's query, and a setter that goes to the same page with another query. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const search = next.toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  return [params, setParams];
}

export type Route = { path: string; element: ReactNode };

/** The first route of the table whose path matches the address (matchPath.ts), with its parameters for useParams. */
export function Routes({ routes }: { routes: Route[] }) {
  const { pathname } = useLocation();
  for (const { path, element } of routes) {
    const params = matchPath(path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>;
  }
  return null;
}

/** Goes to `to` as soon as it shows (a screen that needs a signed-in shopper sends the others to sign in). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

/**
 * A link the router follows without a page load. A click with a modifier key, another button or
 * another target is the browser's (a new tab, a download). Following a link to where the shopper
 * already is replaces the history entry, so Back does not step through the same page twice.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { location, navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (anchor.target && anchor.target !== '_self'))
      return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}

/**
 * A navigation link that knows when its page is the current one: `aria-current="page"` and the
 * `className` given for it. Without `end`, the pages below it count too ('/products' for '/products/P1').
 */
export function NavLink({
  className,
  end = false,
  ...link
}: Omit<LinkProps, 'className'> & { end?: boolean; className: (state: { isActive: boolean }) => string | undefined }) {
  const current = useLocation()
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const target = link.to.toLowerCase();
  const isActive = current === target || (!end && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return <Link {...link} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
