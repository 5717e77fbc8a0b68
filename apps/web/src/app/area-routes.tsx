import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '@fitcover/contract/endpoint';
import { roleHome } from '../features/auth/lib/role-home';
import { es } from '../i18n/es';
import { AreaLayout } from './routes/area-layout';
import { NotFoundPage } from './routes/not-found-page';
import { SectionInProgressPage } from './routes/section-in-progress-page';

type LazyPage = NonNullable<RouteObject['lazy']>;

// Each area page is its own chunk, fetched when its route is first visited, so a visitor of the
// public site never downloads the dashboards (nor a gym the instructor pages).
const page =
  <M,>(load: () => Promise<M>, render: (module: M) => RouteObject['element']): LazyPage =>
  async () => ({ element: render(await load()) });

const notifications = page(
  () => import('./routes/notifications-page'),
  (m) => <m.NotificationsPage />,
);

const reviews = page(
  () => import('./routes/reviews-page'),
  (m) => <m.ReviewsPage />,
);

const messages = page(
  () => import('./routes/user-messages-page'),
  (m) => <m.UserMessagesPage />,
);

const builtPages: Record<Role, Record<string, LazyPage>> = {
  gimnasio: {
    dashboard: page(
      () => import('./routes/gym-dashboard-page'),
      (m) => <m.GymDashboardPage />,
    ),
    offers: page(
      () => import('./routes/gym-offers-page'),
      (m) => <m.GymOffersPage />,
    ),
    applicants: page(
      () => import('./routes/gym-applicants-page'),
      (m) => <m.GymApplicantsPage />,
    ),
    calendar: page(
      () => import('./routes/gym-calendar-page'),
      (m) => <m.GymCalendarPage />,
    ),
    subscription: page(
      () => import('./routes/gym-subscription-page'),
      (m) => <m.GymSubscriptionPage />,
    ),
    payments: page(
      () => import('./routes/gym-payments-page'),
      (m) => <m.GymPaymentsPage />,
    ),
    notifications,
    reviews,
    chat: messages,
    profile: page(
      () => import('./routes/profile-page'),
      (m) => <m.ProfilePage role="gimnasio" />,
    ),
  },
  instructor: {
    dashboard: page(
      () => import('./routes/instructor-dashboard-page'),
      (m) => <m.InstructorDashboardPage />,
    ),
    opportunities: page(
      () => import('./routes/instructor-opportunities-page'),
      (m) => <m.InstructorOpportunitiesPage />,
    ),
    'my-applications': page(
      () => import('./routes/instructor-applications-page'),
      (m) => <m.InstructorApplicationsPage />,
    ),
    calendar: page(
      () => import('./routes/instructor-calendar-page'),
      (m) => <m.InstructorCalendarPage />,
    ),
    notifications,
    reviews,
    chat: messages,
    profile: page(
      () => import('./routes/profile-page'),
      (m) => <m.ProfilePage role="instructor" />,
    ),
  },
  admin: {
    activity: page(
      () => import('./routes/admin-activity-page'),
      (m) => <m.AdminActivityPage />,
    ),
    gyms: page(
      () => import('./routes/admin-gyms-page'),
      (m) => <m.AdminGymsPage />,
    ),
    instructors: page(
      () => import('./routes/admin-instructors-page'),
      (m) => <m.AdminInstructorsPage />,
    ),
    offers: page(
      () => import('./routes/admin-offers-page'),
      (m) => <m.AdminOffersPage />,
    ),
    commissions: page(
      () => import('./routes/admin-commissions-page'),
      (m) => <m.AdminCommissionsPage />,
    ),
    messages: page(
      () => import('./routes/admin-messages-page'),
      (m) => <m.AdminMessagesPage />,
    ),
    notifications: page(
      () => import('./routes/admin-notifications-page'),
      (m) => <m.AdminNotificationsPage />,
    ),
    support: page(
      () => import('./routes/admin-support-page'),
      (m) => <m.AdminSupportPage />,
    ),
  },
};

/** Mensajes lives at `chat` (DECISIONS §13); the path used before redirects there. */
const formerMessages = (role: Role): RouteObject => ({
  path: 'messages',
  element: <Navigate to={`${roleHome[role]}/chat`} replace />,
});

/** Pages of an area reached from other pages, not from its navigation. */
const extraRoutes: Record<Role, RouteObject[]> = {
  gimnasio: [
    formerMessages('gimnasio'),
    {
      path: 'instructors/:id',
      lazy: page(
        () => import('./routes/instructor-public-page'),
        (m) => <m.InstructorPublicPage />,
      ),
    },
  ],
  instructor: [
    formerMessages('instructor'),
    {
      path: 'opportunities/:id',
      lazy: page(
        () => import('./routes/instructor-offer-page'),
        (m) => <m.InstructorOfferPage />,
      ),
    },
  ],
  admin: [],
};

/** Admin sections whose names collide with user-area sections get their own descriptions. */
const sectionKey = (role: Role, target: string) =>
  role === 'admin' && ['offers', 'messages', 'notifications'].includes(target) ? `admin-${target}` : target;

/** One protected area: index → its first link, every nav link, and an in-shell 404. */
export function areaRoute(role: Role): RouteObject {
  const base = roleHome[role];
  const links = es.roleLinks[role];
  const first = links[0]?.[0] ?? 'dashboard';
  return {
    path: base,
    element: <AreaLayout role={role} />,
    children: [
      { index: true, element: <Navigate to={first} replace /> },
      ...links.map(([target]): RouteObject => {
        const lazy = builtPages[role][target];
        return lazy
          ? { path: target, lazy }
          : {
              path: target,
              element: <SectionInProgressPage section={sectionKey(role, target)} backTo={`${base}/${first}`} />,
            };
      }),
      ...extraRoutes[role],
      { path: '*', element: <NotFoundPage home={`${base}/${first}`} inShell /> },
    ],
  };
}
