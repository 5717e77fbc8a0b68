import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCalendarFeed,
  getGymCalendar,
  getInstructorCalendar,
  renewCalendarFeed,
} from '@fitcover/contract/calendar/calendar';
import { apiRequest } from '../../../lib/api-client';

export type CalendarRole = 'instructor' | 'gimnasio';

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (role: CalendarRole, desde: string, hasta: string) => ['calendar', role, desde, hasta] as const,
  feed: () => ['calendar', 'feed'] as const,
};

export const calendarQueryOptions = (role: CalendarRole, desde: string, hasta: string) =>
  queryOptions({
    queryKey: calendarKeys.range(role, desde, hasta),
    queryFn: ({ signal }) =>
      role === 'instructor'
        ? apiRequest(getInstructorCalendar, { query: { desde, hasta }, signal })
        : apiRequest(getGymCalendar, { query: { desde, hasta }, signal }),
  });

/** The classes of a period; the previous period stays on screen while the next one loads. */
export function useCalendar(role: CalendarRole, desde: string, hasta: string) {
  return useQuery({ ...calendarQueryOptions(role, desde, hasta), placeholderData: keepPreviousData });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => apiRequest(getCalendarFeed, { signal }) });
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(renewCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
  });
}
