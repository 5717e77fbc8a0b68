/**
 * Signed-in pages whose static shell the build writes (scripts/prerender.mjs, ADR 0025): `path`
 * is what the server answers with the shell, `render` the route the shell shows (an area's home
 * redirects to its first page), `modules` the route modules that page loads (under
 * src/app/routes/): the build lists their chunks in the shell, so that the entry evaluates them
 * one at a time (ADR 0025, amendment). The profile pages read the browser's push support while
 * rendering: not listed.
 */
export type AppShellPage = { path: string; render: string; modules: string[] };

const gym = '/gym-dashboard';
const instructor = '/instructor-dashboard';
// Each area page and the route module that draws it.
const gymPages: Record<string, string> = {
  dashboard: 'gym-dashboard-page',
  offers: 'gym-offers-page',
  applicants: 'gym-applicants-page',
  'my-instructors': 'gym-my-instructors-page',
  calendar: 'gym-calendar-page',
  subscription: 'gym-subscription-page',
  payments: 'gym-payments-page',
};
const instructorPages: Record<string, string> = {
  dashboard: 'instructor-dashboard-page',
  opportunities: 'instructor-opportunities-page',
  'my-applications': 'instructor-applications-page',
  calendar: 'instructor-calendar-page',
};
const shared: Record<string, string> = {
  notifications: 'notifications-page',
  reviews: 'reviews-page',
  chat: 'user-messages-page',
};

const routeModule = (name: string) => `src/app/routes/${name}.tsx`;
const areaPage = (path: string, render: string, module: string): AppShellPage => ({
  path,
  render,
  modules: [routeModule('area-layout'), routeModule(module)],
});
const pagesOf = (base: string, pages: Record<string, string>) =>
  Object.entries({ ...pages, ...shared }).map(([target, module]) =>
    areaPage(`${base}/${target}`, `${base}/${target}`, module),
  );

export const appShellPages: AppShellPage[] = [
  areaPage(gym, `${gym}/dashboard`, gymPages.dashboard!),
  ...pagesOf(gym, gymPages),
  areaPage(instructor, `${instructor}/dashboard`, instructorPages.dashboard!),
  ...pagesOf(instructor, instructorPages),
  { path: '/chat', render: '/chat', modules: [routeModule('chat-page')] },
];

/**
 * Shells the server fills per request with the user's own data (app/render-with-data.ts; ADR 0025,
 * amendment "results in the HTML"): the pages whose largest text is their data (the offers found,
 * the conversations), which otherwise paints only once the page's code and its first answers are
 * in, and the areas' first pages, the gym's offers and applicants, the instructor's applications and
 * both areas' notifications (where e-mails and pushes land), which otherwise show placeholders
 * that the data then moves.
 */
export const pagesWithData: string[] = [
  gym,
  `${gym}/dashboard`,
  `${gym}/offers`,
  // Where the e-mails and pushes of new applications and notifications land.
  `${gym}/applicants`,
  `${gym}/notifications`,
  `${gym}/chat`,
  instructor,
  `${instructor}/dashboard`,
  `${instructor}/opportunities`,
  `${instructor}/my-applications`,
  `${instructor}/notifications`,
  `${instructor}/chat`,
  '/chat',
];
