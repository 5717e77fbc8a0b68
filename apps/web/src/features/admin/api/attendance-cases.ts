import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAttendanceCaseConversation,
  listAttendanceCases,
  resolveAttendanceCase,
  type AttendanceOutcome,
} from '@fitcover/contract/trust/attendance';
import { apiRequest } from '../../../lib/api-client';

const attendanceKeys = {
  cases: (estado: string, page: number) => ['admin', 'attendance-cases', estado, page] as const,
  conversation: (id: string) => ['admin', 'attendance-case-conversation', id] as const,
};

export function useAttendanceCases(estado: 'pendiente' | 'resuelto' | '', page: number) {
  return useQuery({
    queryKey: attendanceKeys.cases(estado, page),
    queryFn: ({ signal }) =>
      apiRequest(listAttendanceCases, { query: { ...(estado ? { estado } : {}), page, limit: 20 }, signal }),
  });
}

export function useAttendanceCaseConversation(id: string | null) {
  return useQuery({
    queryKey: attendanceKeys.conversation(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(getAttendanceCaseConversation, { params: { id: id ?? '' }, query: { limit: 30 }, signal }),
  });
}

export function useResolveAttendanceCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; resultado: AttendanceOutcome; nota?: string | undefined }) =>
      apiRequest(resolveAttendanceCase, {
        params: { id: input.id },
        body: { resultado: input.resultado, nota: input.nota },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'attendance-cases'] }),
  });
}
