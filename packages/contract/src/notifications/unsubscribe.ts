// Unsubscribing from one kind of notification e-mail without signing in (DECISIONS §7). The link
// opens a page that shows what will stop; only its button (a POST) changes anything, so mail
// scanners that prefetch links unsubscribe nobody. Mail clients may also use RFC 8058 one-click.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const emailKinds = ['new_applicant', 'application_accepted', 'new_message'] as const;
export const emailKindSchema = z.enum(emailKinds);
export type EmailKind = z.infer<typeof emailKindSchema>;

const tokenSchema = z
  .string({ message: 'El enlace para darte de baja no es válido.' })
  .trim()
  .min(1, { message: 'El enlace para darte de baja no es válido.' })
  .max(300, { message: 'El enlace para darte de baja no es válido.' });

/** Checks a token and tells which e-mails it stops; changes nothing. */
export const describeUnsubscribe = defineEndpoint({
  method: 'GET',
  path: '/api/unsubscribe',
  access: 'public',
  query: z.object({ token: tokenSchema }),
  response: z.object({ kind: emailKindSchema, subscribed: z.boolean() }),
});

export const confirmUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/unsubscribe',
  access: 'public',
  body: z.object({ token: tokenSchema }),
  response: z.object({ kind: emailKindSchema }),
});

/** RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's URL. */
export const oneClickUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/unsubscribe/one-click',
  access: 'public',
  query: z.object({ token: tokenSchema }),
  response: z.object({ kind: emailKindSchema }),
});
