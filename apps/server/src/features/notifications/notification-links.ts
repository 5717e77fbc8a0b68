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
} as const;
