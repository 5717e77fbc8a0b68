// Global notices: one notification for every matching user, sent live; and their history.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { requiredText } from '../common/fields.ts';
import { nextPageSchema, pageQuery } from './common.ts';

export const noticeAudienceSchema = z.enum(['all', 'instructors', 'gyms'], {
  message: 'Elige a quién enviar la notificación.',
});
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

export const NOTICE_MAX = 1000;

export const noticeSchema = z.object({
  id: z.uuid(),
  destinatarios: noticeAudienceSchema,
  mensaje: z.string(),
  recipientsCount: z.number().int(),
  admin: z.string().nullable(),
  fecha: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices',
  access: ['admin'],
  query: z.object({ ...pageQuery }),
  response: z.object({ items: z.array(noticeSchema), nextPage: nextPageSchema }),
});

export const sendNotice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices',
  access: ['admin'],
  body: z.object({
    destinatarios: noticeAudienceSchema,
    mensaje: requiredText('Mensaje', NOTICE_MAX),
  }),
  response: z.object({ id: z.uuid(), recipientsCount: z.number().int() }),
});
