// Contact and support forms become tickets: stored first (so nothing is lost if mail fails),
// then the support mailbox and the sender are told, with the ticket number. The sender's
// address is whatever was typed, so its confirmation quotes nothing and is skipped past the
// per-recipient limit (`confirm: false`); the ticket still reaches support.
import type { z } from 'zod';
import type { createTicketSchema } from '@fitcover/contract/support/create-ticket';
import type { AppContext, Principal } from '../../context.ts';
import { ticketReceived, ticketToSupport } from '../../infra/mail/templates.ts';
import { insertTicket } from './tickets.repo.ts';

type TicketInput = z.output<typeof createTicketSchema>;

export async function createSupportTicket(
  ctx: AppContext,
  principal: Principal | null,
  input: TicketInput,
  options: { confirm?: boolean } = {},
): Promise<{ numero: number }> {
  const nombre = input.origen === 'contact' ? input.nombre : (principal?.nombre ?? null);
  const { numero } = await insertTicket(ctx.db, {
    origen: input.origen,
    usuarioId: principal?.id ?? null,
    nombre,
    email: input.email,
    asunto: input.asunto,
    mensaje: input.mensaje,
  });
  const mails = [
    ctx.mailer.send({
      to: ctx.env.SUPPORT_EMAIL,
      ...ticketToSupport({
        numero,
        origen: input.origen,
        nombre: nombre ?? '',
        email: input.email,
        asunto: input.asunto,
        mensaje: input.mensaje,
      }),
      headers: { 'Reply-To': input.email },
    }),
    ...(options.confirm === false ? [] : [ctx.mailer.send({ to: input.email, ...ticketReceived({ numero }) })]),
  ];
  for (const outcome of await Promise.allSettled(mails)) {
    if (outcome.status === 'rejected') ctx.log.error({ err: outcome.reason, numero }, 'ticket e-mail failed');
  }
  return { numero };
}
