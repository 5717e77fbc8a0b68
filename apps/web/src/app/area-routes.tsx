import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '@fitcover/contract/endpoint';
import { roleHome } from '../features/auth/lib/role-home';
import { esPublic } from '../i18n/es-public';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFound } from './public-routes';
import { preloadHandle } from './route-table';

// An area's shell (layout, navigation, bell) is one chunk, shared by the three areas, fetched on
// the first visit to any of them; each page of an area is its own chunk, fetched when its route is
// first visited. Code shared by several pages lands in shared chunks that the browser fetches once
// and keeps, so moving between pages never downloads code twice. To add a page: one entry in
// `areaPages` (and its link in i18n/es-shell.ts if the navigation shows it), or in `extraRoutes`.
const AreaLayout = lazyPage(
  () => import('./routes/area-layout'),
  (m) => m.AreaLayout,
);
const SectionInProgress = lazyPage(
  () => import('./routes/section-in-progress-page'),
  (m) => m.SectionInProgressPage,
);

const notifications = lazyPage(
  () => import('./routes/notifications-page'),
  (m) => m.NotificationsPage,
);
const reviews = lazyPage(
  () => import('./routes/reviews-page'),
  (m) => m.ReviewsPage,
);
const messages = lazyPage(
  () => import('./routes/user-messages-page'),
  (m) => m.UserMessagesPage,
);
const Profile = lazyPage(
  () => import('./routes/profile-page'),
  (m) => m.ProfilePage,
);
const GymProfile = () => <Profile role="gimnasio" />;
const InstructorProfile = () => <Profile role="instructor" />;
type AreaPage = LazyPage<object>;
const withPreload = (Page: () => ReactNode): AreaPage => Object.assign(Page, { preload: Profile.preload });

const areaPages: Record<Role, Record<string, AreaPage>> = {
  gimnasio: {
    dashboard: lazyPage(
      () => import('./routes/gym-dashboard-page'),
      (m) => m.GymDashboardPage,
    ),
    offers: lazyPage(
      () => import('./routes/gym-offers-page'),
      (m) => m.GymOffersPage,
    ),
    applicants: lazyPage(
      () => import('./routes/gym-applicants-page'),
      (m) => m.GymApplicantsPage,
    ),
    instructors: lazyPage(
      () => import('./routes/gym-directory-page'),
      (m) => m.GymDirectoryPage,
    ),
    'my-instructors': lazyPage(
      () => import('./routes/gym-my-instructors-page'),
      (m) => m.GymMyInstructorsPage,
    ),
    calendar: lazyPage(
      () => import('./routes/gym-calendar-page'),
      (m) => m.GymCalendarPage,
    ),
    subscription: lazyPage(
      () => import('./routes/gym-subscription-page'),
      (m) => m.GymSubscriptionPage,
    ),
    payments: lazyPage(
      () => import('./routes/gym-payments-page'),
      (m) => m.GymPaymentsPage,
    ),
    notifications,
    reviews,
    chat: messages,
    profile: withPreload(GymProfile),
  },
  instructor: {
    dashboard: lazyPage(
      () => import('./routes/instructor-dashboard-page'),
      (m) => m.InstructorDashboardPage,
    ),
    opportunities: lazyPage(
      () => import('./routes/instructor-opportunities-page'),
      (m) => m.InstructorOpportunitiesPage,
    ),
    'my-applications': lazyPage(
      () => import('./routes/instructor-applications-page'),
      (m) => m.InstructorApplicationsPage,
    ),
    calendar: lazyPage(
      () => import('./routes/instructor-calendar-page'),
      (m) => m.InstructorCalendarPage,
    ),
    notifications,
    reviews,
    chat: messages,
    profile: withPreload(InstructorProfile),
  },
  admin: {
    activity: lazyPage(
      () => import('./routes/admin-activity-page'),
      (m) => m.AdminActivityPage,
    ),
    gyms: lazyPage(
      () => import('./routes/admin-gyms-page'),
      (m) => m.AdminGymsPage,
    ),
    instructors: lazyPage(
      () => import('./routes/admin-instructors-page'),
      (m) => m.AdminInstructorsPage,
    ),
    offers: lazyPage(
      () => import('./routes/admin-offers-page'),
      (m) => m.AdminOffersPage,
    ),
    commissions: lazyPage(
      () => import('./routes/admin-commissions-page'),
      (m) => m.AdminCommissionsPage,
    ),
    attendance: lazyPage(
      () => import('./routes/admin-attendance-page'),
      (m) => m.AdminAttendancePage,
    ),
    verifications: lazyPage(
      () => import('./routes/admin-verifications-page'),
      (m) => m.AdminVerificationsPage,
    ),
    messages: lazyPage(
      () => import('./routes/admin-messages-page'),
      (m) => m.AdminMessagesPage,
    ),
    notifications: lazyPage(
      () => import('./routes/admin-notifications-page'),
      (m) => m.AdminNotificationsPage,
    ),
    support: lazyPage(
      () => import('./routes/admin-support-page'),
      (m) => m.AdminSupportPage,
    ),
  },
};

const InstructorPublic = lazyPage(
  () => import('./routes/instructor-public-page'),
  (m) => m.InstructorPublicPage,
);

const GymOfferBlock = lazyPage(
  () => import('./routes/gym-offer-block-page'),
  (m) => m.GymOfferBlockPage,
);

const InstructorOffer = lazyPage(
  () => import('./routes/instructor-offer-page'),
  (m) => m.InstructorOfferPage,
);

/** Mensajes lives at `chat` (DECISIONS §13); the path used before redirects there. */
const formerMessages = (role: Role): RouteObject => ({
  path: 'messages',
  element: <Navigate to={`${roleHome[role]}/chat`} replace />,
});

/** Pages of an area reached from other pages, not from its navigation. */
const extraRoutes: Record<Role, RouteObject[]> = {
  gimnasio: [
    formerMessages('gimnasio'),
    { path: 'instructors/:id', element: <InstructorPublic />, handle: preloadHandle(InstructorPublic) },
    { path: 'offers/blocks/:id', element: <GymOfferBlock />, handle: preloadHandle(GymOfferBlock) },
  ],
  instructor: [
    formerMessages('instructor'),
    { path: 'opportunities/:id', element: <InstructorOffer />, handle: preloadHandle(InstructorOffer) },
  ],
  admin: [],
};

/** Admin sections whose names collide with user-area sections get their own descriptions. */
const sectionKey = (role: Role, target: string) =>
  role === 'admin' && ['offers', 'messages', 'notifications'].includes(target) ? `admin-${target}` : target;

/** One protected area: index → its first link, every nav link, and an in-shell 404. */
export function areaRoute(role: Role): RouteObject {
  const base = roleHome[role];
  const links = esPublic.roleLinks[role];
  const first = links[0]?.[0] ?? 'dashboard';
  return {
    path: base,
    element: <AreaLayout role={role} />,
    handle: preloadHandle(AreaLayout),
    children: [
      // The area's home leads to its first page: that page's chunk is fetched with the shell's.
      {
        index: true,
        element: <Navigate to={first} replace />,
        handle: areaPages[role][first] ? preloadHandle(areaPages[role][first]) : undefined,
      },
      ...links.map(([target]): RouteObject => {
        const Page = areaPages[role][target];
        return Page
          ? { path: target, element: <Page />, handle: preloadHandle(Page) }
          : {
              path: target,
              element: <SectionInProgress section={sectionKey(role, target)} backTo={`${base}/${first}`} />,
              handle: preloadHandle(SectionInProgress),
            };
      }),
      ...extraRoutes[role],
      { path: '*', element: <NotFound home={`${base}/${first}`} inShell />, handle: preloadHandle(NotFound) },
    ],
  };
}
