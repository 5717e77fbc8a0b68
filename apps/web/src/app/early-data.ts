// The data each signed-in page reads first, asked for in parallel with its code (ADR 0025). The
// URLs must be the very ones its queries build (early-data.test.ts checks them against the
// contract and the queries' own parameters); a URL that drifts only costs one unused request.
import type { Role } from '@fitcover/contract/endpoint';
import { roleHome } from '../features/auth/lib/role-home';
import { buildUrl } from '../lib/api-client';

export type EarlyRequest = { path: string; query?: Record<string, number> };

/** The bell's unread count, on every page of an area. */
const bell: EarlyRequest = { path: '/api/notifications', query: { limit: 1 } };
/** Resumen of both roles: prompts, recent activity (3) and the latest notifications (2). */
const overview: EarlyRequest[] = [
  { path: '/api/attendance' },
  { path: '/api/reviews/pending', query: { limit: 3 } },
  { path: '/api/dashboard/activity', query: { limit: 3 } },
  { path: '/api/notifications', query: { limit: 2 } },
];
const gymOffersPage: EarlyRequest = { path: '/api/gym/offers', query: { limit: 12 } };
const conversations: EarlyRequest = { path: '/api/chat/conversations', query: { limit: 20 } };

const gymDashboard = [bell, ...overview, { path: '/api/gym/dashboard' }, gymOffersPage];
const instructorDashboard = [bell, ...overview, { path: '/api/instructor/dashboard' }];

export const earlyData: Record<string, EarlyRequest[]> = {
  '/gym-dashboard': gymDashboard,
  '/gym-dashboard/dashboard': gymDashboard,
  '/gym-dashboard/offers': [bell, gymOffersPage, { path: '/api/gym/offers/quota' }],
  '/gym-dashboard/chat': [bell, conversations],
  '/instructor-dashboard': instructorDashboard,
  '/instructor-dashboard/dashboard': instructorDashboard,
  // The search with the default filters: the shell is served only for the path without a query.
  '/instructor-dashboard/opportunities': [
    bell,
    { path: '/api/offers/exclusive' },
    { path: '/api/offers/filters' },
    { path: '/api/offers/search', query: { distanciaKm: 50 } },
  ],
  '/instructor-dashboard/chat': [bell, conversations],
  '/chat': [conversations],
};

/** The URLs to ask for early on `pathname` for a user of `role` (none on another role's area). */
export function earlyUrlsFor(pathname: string, role: Role): string[] {
  const requests = earlyData[pathname];
  if (!requests) return [];
  if (pathname !== '/chat' && !pathname.startsWith(roleHome[role])) return [];
  return requests.map((request) => buildUrl(request.path, request.query));
}
