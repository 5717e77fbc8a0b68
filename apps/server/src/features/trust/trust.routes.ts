import type { FastifyInstance } from 'fastify';
import {
  answerAttendance,
  getAttendanceCaseConversation,
  listAttendanceCases,
  listAttendanceQuestions,
  resolveAttendanceCase,
} from '@fitcover/contract/trust/attendance';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { caseConversation, casesPage, resolveCase } from './attendance-cases.service.ts';
import { answerAttendance as answer, attendanceQuestions } from './attendance.service.ts';

export function trustRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listAttendanceQuestions, async ({ ctx, principal }) => attendanceQuestions(ctx, principal.id));
  route(
    app,
    system,
    answerAttendance,
    async ({ ctx, principal, params, body }) => answer(ctx, principal.id, params.id, body),
    { rateLimit: 'profileWrite' },
  );
  route(app, system, listAttendanceCases, async ({ ctx, query }) => casesPage(ctx, query));
  route(app, system, getAttendanceCaseConversation, async ({ ctx, params, query }) =>
    caseConversation(ctx, params.id, query.limit, query.before),
  );
  route(app, system, resolveAttendanceCase, async ({ ctx, principal, params, body }) =>
    resolveCase(ctx, principal.id, params.id, body),
  );
}
