/**
 * Signed-in pages whose static shell the build writes (scripts/prerender.mjs, ADR 0025): `path`
 * is what the server answers with the shell, `render` the route the shell shows (an area's home
 * redirects to its first page). The profile pages read the browser's push support while
 * rendering: not listed.
 */
export type AppShellPage = { path: string; render: string };

const gym = '/gym-dashboard';
const instructor = '/instructor-dashboard';
const gymPages = ['dashboard', 'offers', 'applicants', 'my-instructors', 'calendar', 'subscription', 'payments'];
const instructorPages = ['dashboard', 'opportunities', 'my-applications', 'calendar'];
const shared = ['notifications', 'reviews', 'chat'];

const page = (path: string): AppShellPage => ({ path, render: path });

export const appShellPages: AppShellPage[] = [
  { path: gym, render: `${gym}/dashboard` },
  ...[...gymPages, ...shared].map((target) => page(`${gym}/${target}`)),
  { path: instructor, render: `${instructor}/dashboard` },
  ...[...instructorPages, ...shared].map((target) => page(`${instructor}/${target}`)),
  page('/chat'),
];
