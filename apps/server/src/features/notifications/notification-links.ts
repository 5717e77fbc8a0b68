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
} as const;

/** The applicant's profile, opened from their application (Aceptar / Rechazar / Mensaje there). */
export const applicantLink = (instructorId: string, aplicacionId: string) =>
  `/gym-dashboard/instructors/${instructorId}?aplicacion=${encodeURIComponent(aplicacionId)}`;

/** One offer as the instructor sees it, with its Postularme button. */
export const instructorOfferLink = (ofertaId: string) => `/instructor-dashboard/opportunities/${ofertaId}`;

/** The conversation with one person. */
export const conversationLink = (partnerId: string) => `/chat?with=${encodeURIComponent(partnerId)}`;
