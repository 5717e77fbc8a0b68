/**
 * Signed-in pages whose static shell the build writes (scripts/prerender.mjs, ADR 0025): `path`
 * is what the server answers with the shell, `render` the route the shell shows (an area's home
 * redirects to its first page), `modules` the route modules whose chunks the shell preloads.
 * (The profile pages read the browser's push support while rendering: not listed.)
 */
export type AppShellPage = { path: string; render: string; modules: string[] };

const areaPage = (base: string, target: string, module: string): AppShellPage => ({
  path: `${base}/${target}`,
  render: `${base}/${target}`,
  modules: ['area-layout', module],
});

const gym = '/gym-dashboard';
const instructor = '/instructor-dashboard';

export const appShellPages: AppShellPage[] = [
  { path: gym, render: `${gym}/dashboard`, modules: ['area-layout', 'gym-dashboard-page'] },
  areaPage(gym, 'dashboard', 'gym-dashboard-page'),
  areaPage(gym, 'offers', 'gym-offers-page'),
  areaPage(gym, 'applicants', 'gym-applicants-page'),
  areaPage(gym, 'my-instructors', 'gym-my-instructors-page'),
  areaPage(gym, 'calendar', 'gym-calendar-page'),
  areaPage(gym, 'subscription', 'gym-subscription-page'),
  areaPage(gym, 'payments', 'gym-payments-page'),
  areaPage(gym, 'notifications', 'notifications-page'),
  areaPage(gym, 'reviews', 'reviews-page'),
  areaPage(gym, 'chat', 'user-messages-page'),
  { path: instructor, render: `${instructor}/dashboard`, modules: ['area-layout', 'instructor-dashboard-page'] },
  areaPage(instructor, 'dashboard', 'instructor-dashboard-page'),
  areaPage(instructor, 'opportunities', 'instructor-opportunities-page'),
  areaPage(instructor, 'my-applications', 'instructor-applications-page'),
  areaPage(instructor, 'calendar', 'instructor-calendar-page'),
  areaPage(instructor, 'notifications', 'notifications-page'),
  areaPage(instructor, 'reviews', 'reviews-page'),
  areaPage(instructor, 'chat', 'user-messages-page'),
  { path: '/chat', render: '/chat', modules: ['chat-page'] },
].map((page) => ({ ...page, modules: page.modules.map((module) => `src/app/routes/${module}.tsx`) }));
