import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGymDashboard } from '@fitcover/contract/dashboard/gym-dashboard';
import { getInstructorDashboard } from '@fitcover/contract/dashboard/instructor-dashboard';
import { getRecentActivity } from '@fitcover/contract/dashboard/recent-activity';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  gym: () => ['dashboard', 'gym'] as const,
  instructor: () => ['dashboard', 'instructor'] as const,
  activity: (limit: number) => ['dashboard', 'activity', limit] as const,
};

export const gymDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.gym(), queryFn: ({ signal }) => apiRequest(getGymDashboard, { signal }) });

export function useGymDashboard() {
  return useQuery(gymDashboardQueryOptions());
}

export const instructorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.instructor(),
    queryFn: ({ signal }) => apiRequest(getInstructorDashboard, { signal }),
  });

export function useInstructorDashboard() {
  return useQuery(instructorDashboardQueryOptions());
}

export const recentActivityQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: dashboardKeys.activity(limit),
    queryFn: ({ signal }) => apiRequest(getRecentActivity, { query: { limit }, signal }),
  });

export function useRecentActivity(limit: number) {
  return useQuery(recentActivityQueryOptions(limit));
}
