/** Where a notification's link takes each side (the pages that show the change). */
export const notificationLinks = {
  instructorApplications: '/instructor-dashboard/my-applications',
  instructorOpportunities: '/instructor-dashboard/opportunities',
  gymApplicants: '/gym-dashboard/applicants',
} as const;
