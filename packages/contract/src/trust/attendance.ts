// "¿Se impartió la clase?" after each accepted class, and the no-show cases admin resolves
// (DECISIONS §17, ADR 0022).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { optionalText, uuidSchema } from '../common/fields.ts';
import { idParams, nextPageSchema, pageQuery, partySchema } from '../admin/common.ts';
import { conversationMessageSchema } from '../admin/moderation.ts';
import { reliabilitySchema } from './reliability.ts';

/** Hours after a class ends during which each side may answer; silence then counts as Sí. */
export const ATTENDANCE_WINDOW_HOURS = 72;

export const attendanceAnswerSchema = z.enum(['impartida', 'no_presentado'], {
  message: 'Elige «Sí» o «No se presentó».',
});
export type AttendanceAnswer = z.infer<typeof attendanceAnswerSchema>;

export const attendanceOutcomeSchema = z.enum(['impartida', 'no_presentado_instructor', 'no_presentado_gimnasio'], {
  message: 'Elige el resultado del caso.',
});
export type AttendanceOutcome = z.infer<typeof attendanceOutcomeSchema>;

export const ATTENDANCE_OUTCOME_LABELS: Record<AttendanceOutcome, string> = {
  impartida: 'La clase se impartió',
  no_presentado_instructor: 'No se presentó el/la instructor/a',
  no_presentado_gimnasio: 'No se presentó el gimnasio',
};

/** Where a class stands: asked, under review by admin, or settled. */
export const attendanceStatusSchema = z.enum(['pendiente', 'en_revision', 'impartida', 'no_presentado']);
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

export const COMMENT_MAX = 1000;

export const attendanceQuestionSchema = z.object({
  aplicacionId: z.uuid(),
  titulo: z.string(),
  fechaClase: z.string(),
  hora: z.string(),
  /** The other side of the class. */
  con: z.object({ id: z.uuid(), nombre: z.string() }),
  /** This side's answer, null until given. */
  respuesta: attendanceAnswerSchema.nullable(),
  estado: attendanceStatusSchema,
  /** Until when an answer is taken (class end + 72 hours). */
  plazo: z.string(),
});
export type AttendanceQuestion = z.infer<typeof attendanceQuestionSchema>;

/** The signed-in side's classes that ended within the last 72 hours. */
export const listAttendanceQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/attendance',
  access: ['instructor', 'gimnasio'],
  response: z.object({ items: z.array(attendanceQuestionSchema) }),
});

export const answerAttendance = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/:id',
  access: ['instructor', 'gimnasio'],
  params: z.object({ id: uuidSchema }),
  body: z.object({
    respuesta: attendanceAnswerSchema,
    /** What happened, in this side's words (shown to admin in a case). */
    comentario: optionalText('Comentario', COMMENT_MAX),
  }),
  response: attendanceQuestionSchema,
});

// --- Admin: no-show cases ------------------------------------------------------------------

export const caseSideSchema = z.object({
  party: partySchema.nullable(),
  respuesta: attendanceAnswerSchema.nullable(),
  comentario: z.string().nullable(),
  respondidaAt: z.string().nullable(),
  fiabilidad: reliabilitySchema,
});

export const attendanceCaseSchema = z.object({
  id: z.uuid(),
  titulo: z.string(),
  fechaClase: z.string(),
  hora: z.string(),
  gimnasio: caseSideSchema,
  instructor: caseSideSchema,
  abiertoAt: z.string(),
  resultado: attendanceOutcomeSchema.nullable(),
  nota: z.string().nullable(),
  resueltoAt: z.string().nullable(),
  resueltoPor: z.string().nullable(),
});
export type AttendanceCase = z.infer<typeof attendanceCaseSchema>;

export const attendanceCaseStatusSchema = z.enum(['pendiente', 'resuelto']);

export const listAttendanceCases = defineEndpoint({
  method: 'GET',
  path: '/api/admin/attendance-cases',
  access: ['admin'],
  query: z.object({ estado: attendanceCaseStatusSchema.optional(), ...pageQuery }),
  response: z.object({ items: z.array(attendanceCaseSchema), nextPage: nextPageSchema }),
});

/** The messages between the case's gym and instructor, newest page first (as a flag's). */
export const getAttendanceCaseConversation = defineEndpoint({
  method: 'GET',
  path: '/api/admin/attendance-cases/:id/conversation',
  access: ['admin'],
  params: idParams,
  query: z.object({
    before: z.coerce.number({ message: 'Cursor no válido.' }).int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: z.object({
    items: z.array(conversationMessageSchema),
    nextBefore: z.number().int().nullable(),
  }),
});

export const resolveAttendanceCase = defineEndpoint({
  method: 'POST',
  path: '/api/admin/attendance-cases/:id/resolve',
  access: ['admin'],
  params: idParams,
  body: z.object({ resultado: attendanceOutcomeSchema, nota: optionalText('Nota', 500) }),
  response: attendanceCaseSchema,
});
