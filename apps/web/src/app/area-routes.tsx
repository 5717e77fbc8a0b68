import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '@fitcover/contract/endpoint';
import { roleHome } from '../features/auth/lib/role-home';
import { es } from '../i18n/es';
import { AdminActivityPage } from './routes/admin-activity-page';
import { AreaLayout } from './routes/area-layout';
import { GymApplicantsPage } from './routes/gym-applicants-page';
import { GymDashboardPage } from './routes/gym-dashboard-page';
import { GymOffersPage } from './routes/gym-offers-page';
import { InstructorPublicPage } from './routes/instructor-public-page';
import { InstructorApplicationsPage } from './routes/instructor-applications-page';
import { InstructorDashboardPage } from './routes/instructor-dashboard-page';
import { InstructorOpportunitiesPage } from './routes/instructor-opportunities-page';
import { NotFoundPage } from './routes/not-found-page';
import { NotificationsPage } from './routes/notifications-page';
import { ProfilePage } from './routes/profile-page';
import { SectionInProgressPage } from './routes/section-in-progress-page';

const builtPages: Record<Role, Record<string, RouteObject['element']>> = {
  gimnasio: {
    dashboard: <GymDashboardPage />,
    offers: <GymOffersPage />,
    applicants: <GymApplicantsPage />,
    notifications: <NotificationsPage />,
    profile: <ProfilePage role="gimnasio" />,
  },
  instructor: {
    dashboard: <InstructorDashboardPage />,
    opportunities: <InstructorOpportunitiesPage />,
    'my-applications': <InstructorApplicationsPage />,
    notifications: <NotificationsPage />,
    profile: <ProfilePage role="instructor" />,
  },
  admin: { activity: <AdminActivityPage /> },
};

/** Pages of an area reached from other pages, not from its navigation. */
const extraRoutes: Record<Role, RouteObject[]> = {
  gimnasio: [{ path: 'instructors/:id', element: <InstructorPublicPage /> }],
  instructor: [],
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
      ...links.map(([target]) => ({
        path: target,
        element: builtPages[role][target] ?? (
          <SectionInProgressPage section={sectionKey(role, target)} backTo={`${base}/${first}`} />
        ),
      })),
      ...extraRoutes[role],
      { path: '*', element: <NotFoundPage home={`${base}/${first}`} inShell /> },
    ],
  };
}
