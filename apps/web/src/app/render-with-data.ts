// Server only (built into the prerender bundle, called by the server per request; ADR 0025,
// amendment "results in the HTML"): a signed-in page rendered with its data, for the user who
// asked for it. The page's own queries say what it reads: each pass renders the page, then fetches
// the queries that render registered and found empty, through the server's API with the user's
// cookies, until a render asks for nothing new. The HTML then shows the results at first paint,
// and the data goes with it (dehydrated) so that React's first render in the browser, which
// replaces that HTML, draws the same thing without asking again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Role } from '@fitcover/contract/endpoint';
import { roleHome } from '@fitcover/contract/auth/role-home';
import { sessionQueryOptions } from '../features/auth/api/session';
import { setServerGet } from '../lib/api-client';
import { createQueryClient } from './query-client';

/** A GET of the app's API on behalf of the user whose page is rendered. */
export type ServerGet = (url: string) => Promise<Response>;
export type PageWithData = { html: string; title: string; data: string };

// Renders may overlap (one per request): each one's GETs go out with its own user's cookies.
const requests = new AsyncLocalStorage<ServerGet>();
setServerGet((url) => {
  const get = requests.getStore();
  if (!get) return Promise.reject(new Error(`GET ${url} outside a server render`));
  return get(url);
});

/** Renders a page for its data at most this many times (session → page → data → dependent data). */
const MAX_PASSES = 4;

/** Whether `pathname` is a page of `role`'s own area (/chat is every signed-in user's). */
export const isOwnPage = (pathname: string, role: Role): boolean =>
  pathname === '/chat' || pathname === roleHome[role] || pathname.startsWith(`${roleHome[role]}/`);

const enabled = (query: Query): boolean => {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/** The queries the last render registered with nothing fetched for them yet. */
const unfetched = (client: QueryClient, fetched: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && !fetched.has(query.queryHash) && enabled(query));

/**
 * `pathname` rendered by `render` with its data, or null when the cookies sign nobody in or the
 * page is not the user's (the static shell then answers, and the browser decides as ever).
 */
export function renderWithData(
  pathname: string,
  get: ServerGet,
  render: (client: QueryClient) => { html: string; title: string },
): Promise<PageWithData | null> {
  return requests.run(get, async () => {
    const client = createQueryClient();
    // One try each (here and below): a page answered late is worse than the static shell.
    const user = await client.fetchQuery({ ...sessionQueryOptions(), retry: false }).catch(() => null);
    if (!user || !isOwnPage(pathname, user.rol)) return null;
    const fetched = new Set<string>();
    let page = render(client);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const queries = unfetched(client, fetched);
      if (queries.length === 0) break;
      for (const query of queries) fetched.add(query.queryHash);
      // A failed query stays out of the data: the browser asks for it again.
      await Promise.all(queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
      page = render(client);
    }
    return { ...page, data: JSON.stringify(dehydrate(client)) };
  });
}
