// Every endpoint of the contract, for checks that must cover them all (the authorization
// matrix, the fuzzer, the scanners). A unit test fails when a contract file is missing here.
import type { Endpoint } from './endpoint.ts';
import * as accountAccount from './account/account.ts';
import * as accountEmailChange from './account/email-change.ts';
import * as adminActivity from './admin/activity.ts';
import * as adminAuditLog from './admin/audit-log.ts';
import * as adminCommissions from './admin/commissions.ts';
import * as adminModeration from './admin/moderation.ts';
import * as adminNotices from './admin/notices.ts';
import * as adminOffers from './admin/offers.ts';
import * as adminTickets from './admin/tickets.ts';
import * as adminUsers from './admin/users.ts';
import * as applicationsApply from './applications/apply.ts';
import * as applicationsGymApplicants from './applications/gym-applicants.ts';
import * as applicationsMyApplications from './applications/my-applications.ts';
import * as authCompleteProfile from './auth/complete-profile.ts';
import * as availabilityAvailability from './availability/availability.ts';
import * as authEmailFlows from './auth/email-flows.ts';
import * as authGoogle from './auth/google.ts';
import * as authMe from './auth/me.ts';
import * as authSignIn from './auth/sign-in.ts';
import * as authSignOut from './auth/sign-out.ts';
import * as authSignUp from './auth/sign-up.ts';
import * as billingPayments from './billing/payments.ts';
import * as billingPlans from './billing/plans.ts';
import * as billingSubscription from './billing/subscription.ts';
import * as billingTestCheckout from './billing/test-checkout.ts';
import * as billingWebhook from './billing/webhook.ts';
import * as calendarCalendar from './calendar/calendar.ts';
import * as chatChat from './chat/chat.ts';
import * as directoryDirectory from './directory/directory.ts';
import * as dashboardGymDashboard from './dashboard/gym-dashboard.ts';
import * as dashboardInstructorDashboard from './dashboard/instructor-dashboard.ts';
import * as dashboardRecentActivity from './dashboard/recent-activity.ts';
import * as geoGeocode from './geo/geocode.ts';
import * as notificationsEmailPreferences from './notifications/email-preferences.ts';
import * as notificationsList from './notifications/list.ts';
import * as notificationsUnsubscribe from './notifications/unsubscribe.ts';
import * as offersBlocks from './offers/blocks.ts';
import * as offersBlockViews from './offers/block-views.ts';
import * as offersGymOffers from './offers/gym-offers.ts';
import * as offersUrgent from './offers/urgent.ts';
import * as profilesInstructorPublic from './profiles/instructor-public.ts';
import * as profilesProfile from './profiles/profile.ts';
import * as pushSubscriptions from './push/subscriptions.ts';
import * as reviewsCreateReview from './reviews/create-review.ts';
import * as reviewsListReviews from './reviews/list-reviews.ts';
import * as reviewsPendingReviews from './reviews/pending-reviews.ts';
import * as reviewsReplyReview from './reviews/reply-review.ts';
import * as searchOfferDetail from './search/offer-detail.ts';
import * as searchOfferSearch from './search/offer-search.ts';
import * as supportCreateTicket from './support/create-ticket.ts';
import * as systemHealth from './system/health.ts';
import * as systemMetrics from './system/metrics.ts';
import * as systemPublicConfig from './system/public-config.ts';
import * as systemReadiness from './system/readiness.ts';
import * as trustAttendance from './trust/attendance.ts';
import * as trustCredentials from './trust/credentials.ts';

const modules: Record<string, Record<string, unknown>> = {
  'account/account': accountAccount,
  'account/email-change': accountEmailChange,
  'admin/activity': adminActivity,
  'admin/audit-log': adminAuditLog,
  'admin/commissions': adminCommissions,
  'admin/moderation': adminModeration,
  'admin/notices': adminNotices,
  'admin/offers': adminOffers,
  'admin/tickets': adminTickets,
  'admin/users': adminUsers,
  'applications/apply': applicationsApply,
  'applications/gym-applicants': applicationsGymApplicants,
  'applications/my-applications': applicationsMyApplications,
  'auth/complete-profile': authCompleteProfile,
  'auth/email-flows': authEmailFlows,
  'auth/google': authGoogle,
  'auth/me': authMe,
  'auth/sign-in': authSignIn,
  'auth/sign-out': authSignOut,
  'auth/sign-up': authSignUp,
  'availability/availability': availabilityAvailability,
  'billing/payments': billingPayments,
  'billing/plans': billingPlans,
  'billing/subscription': billingSubscription,
  'billing/test-checkout': billingTestCheckout,
  'billing/webhook': billingWebhook,
  'calendar/calendar': calendarCalendar,
  'chat/chat': chatChat,
  'dashboard/gym-dashboard': dashboardGymDashboard,
  'dashboard/instructor-dashboard': dashboardInstructorDashboard,
  'dashboard/recent-activity': dashboardRecentActivity,
  'geo/geocode': geoGeocode,
  'notifications/email-preferences': notificationsEmailPreferences,
  'notifications/list': notificationsList,
  'notifications/unsubscribe': notificationsUnsubscribe,
  'offers/blocks': offersBlocks,
  'offers/block-views': offersBlockViews,
  'offers/gym-offers': offersGymOffers,
  'offers/urgent': offersUrgent,
  'profiles/instructor-public': profilesInstructorPublic,
  'profiles/profile': profilesProfile,
  'push/subscriptions': pushSubscriptions,
  'reviews/create-review': reviewsCreateReview,
  'reviews/list-reviews': reviewsListReviews,
  'reviews/pending-reviews': reviewsPendingReviews,
  'reviews/reply-review': reviewsReplyReview,
  'search/offer-detail': searchOfferDetail,
  'search/offer-search': searchOfferSearch,
  'support/create-ticket': supportCreateTicket,
  'system/health': systemHealth,
  'system/metrics': systemMetrics,
  'system/public-config': systemPublicConfig,
  'system/readiness': systemReadiness,
  'trust/attendance': trustAttendance,
  'trust/credentials': trustCredentials,
  'directory/directory': directoryDirectory,
};

export type NamedEndpoint = { name: string; module: string; endpoint: Endpoint };

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    'access' in candidate &&
    'response' in candidate
  );
}

/** Every endpoint, once, named `module#export`, in a stable order. */
export const allEndpoints: readonly NamedEndpoint[] = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .map(([name, endpoint]) => ({ name: `${module}#${name}`, module, endpoint })),
);

export const contractModules = Object.keys(modules);
