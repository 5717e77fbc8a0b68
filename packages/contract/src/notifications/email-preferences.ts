// The notification e-mails a gym or instructor receives (DECISIONS §7), switched one by one from
// the profile's notification settings, beside the push switches.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const emailPreferencesSchema = z.object({
  emailNewApplicant: z.boolean(),
  emailApplicationAccepted: z.boolean(),
  emailNewMessage: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const getEmailPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/email-preferences',
  access: ['gimnasio', 'instructor'],
  response: emailPreferencesSchema,
});

export const updateEmailPreferences = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/email-preferences',
  access: ['gimnasio', 'instructor'],
  body: emailPreferencesSchema
    .partial()
    .refine((value) => Object.keys(value).length > 0, { message: 'Indica qué correos quieres cambiar.' }),
  response: emailPreferencesSchema,
});
