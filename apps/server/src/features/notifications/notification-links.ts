/** Where a notification's link takes each side (the pages that show the change). */
export const notificationLinks = {
  instructorApplications: '/instructor-dashboard/my-applications',
  instructorOpportunities: '/instructor-dashboard/opportunities',
  gymApplicants: '/gym-dashboard/applicants',
  gymOffers: '/gym-dashboard/offers',
  gymReviews: '/gym-dashboard/reviews',
  instructorReviews: '/instructor-dashboard/reviews',
  gymSubscription: '/gym-dashboard/subscription',
  gymPayments: '/gym-dashboard/payments',
  instructorCalendar: '/instructor-dashboard/calendar',
  gymCalendar: '/gym-dashboard/calendar',
  instructorProfile: '/instructor-dashboard/profile',
  adminVerifications: '/admin-dashboard/verifications',
} as const;

/** The applicant's profile, opened from their application (Aceptar / Rechazar / Mensaje there). */
export const applicantLink = (instructorId: string, aplicacionId: string) =>
  `/gym-dashboard/instructors/${instructorId}?aplicacion=${encodeURIComponent(aplicacionId)}`;

/** One offer as the instructor sees it, with its Postularme button. */
export const instructorOfferLink = (ofertaId: string) => `/instructor-dashboard/opportunities/${ofertaId}`;

/** The conversation with one person. */
export const conversationLink = (partnerId: string) => `/chat?with=${encodeURIComponent(partnerId)}`;

/**
 * The pages that show what a notification is about, so open tabs on them refetch (live event
 * `pages`): the link's own page and the list it belongs to (an applicant's profile → the gym's
 * applicants; one offer → the instructor's offers).
 */
export function pagesShowing(enlace: string | null | undefined): string[] {
  if (!enlace?.startsWith('/')) return [];
  const page = enlace.split(/[?#]/)[0]!;
  if (page.startsWith('/gym-dashboard/instructors/') && enlace.includes('aplicacion='))
    return [page, notificationLinks.gymApplicants];
  if (page.startsWith(`${notificationLinks.instructorOpportunities}/`))
    return [page, notificationLinks.instructorOpportunities];
  return [page];
}
