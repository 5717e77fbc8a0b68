import type { RouteObject } from 'react-router';

/** What the route tables attach to a route: the chunks its page needs, to fetch them ahead. */
export type RouteHandle = { preload?: () => Promise<unknown> };

export const preloadHandle = (...pages: { preload: () => Promise<unknown> }[]): RouteHandle => ({
  preload: () => Promise.all(pages.map((page) => page.preload())),
});

/** Fetches the chunks of every route that `pathname` matches (e.g. before hydrating). */
export async function preloadMatches(matches: { route: RouteObject }[] | null): Promise<void> {
  await Promise.all((matches ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}
