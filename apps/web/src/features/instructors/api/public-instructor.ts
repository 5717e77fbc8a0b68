import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicInstructor } from '@fitcover/contract/profiles/instructor-public';
import { apiRequest } from '../../../lib/api-client';

export const publicInstructorKeys = {
  all: ['public-instructor'] as const,
  detail: (id: string) => ['public-instructor', id] as const,
};

export const publicInstructorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicInstructorKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getPublicInstructor, { params: { id }, signal }),
  });

export function usePublicInstructor(id: string) {
  return useQuery(publicInstructorQueryOptions(id));
}
