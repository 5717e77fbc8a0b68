import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerAttendance, listAttendanceQuestions, type AttendanceAnswer } from '@fitcover/contract/trust/attendance';
import { apiRequest } from '../../../lib/api-client';

export const attendanceKeys = {
  questions: ['attendance', 'questions'] as const,
};

export function useAttendanceQuestions() {
  return useQuery({
    queryKey: attendanceKeys.questions,
    queryFn: ({ signal }) => apiRequest(listAttendanceQuestions, { signal }),
  });
}

export function useAnswerAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; respuesta: AttendanceAnswer; comentario?: string | undefined }) =>
      apiRequest(answerAttendance, {
        params: { id: input.id },
        body: { respuesta: input.respuesta, comentario: input.comentario },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.questions }),
  });
}
