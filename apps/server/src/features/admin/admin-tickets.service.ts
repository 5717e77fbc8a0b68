// Support tickets (DECISIONS §1, §8): the answer is kept in the ticket and e-mailed to the
// sender through the jobs table (retried if the mail server fails); closing ends the ticket.
import type { AdminTicket } from '@fitcover/contract/admin/tickets';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { enqueueJob, type JobHandler } from '../../infra/jobs.ts';
import { ticketAnswer } from '../../infra/mail/templates.ts';
import {
  findTicketForMail,
  listTickets,
  lockTicket,
  markTicketClosed,
  saveAnswer,
  type TicketFilter,
} from './admin-tickets.repo.ts';
import { writeAudit } from './audit.repo.ts';

export const TICKET_ANSWER_JOB = 'admin.ticket-answer-mail';

export async function ticketsPage(ctx: AppContext, filter: TicketFilter) {
  const page = await listTickets(ctx.db, filter);
  return {
    nextPage: page.nextPage,
    items: page.items.map(({ ticket, respondidoPor }): AdminTicket => ({
      id: ticket.id,
      numero: ticket.numero,
      origen: ticket.origen,
      nombre: ticket.nombre,
      email: ticket.email,
      asunto: ticket.asunto,
      mensaje: ticket.mensaje,
      estado: ticket.estado,
      respuesta: ticket.respuesta,
      respondidoPor,
      respondidoAt: ticket.answeredAt?.toISOString() ?? null,
      fecha: ticket.createdAt.toISOString(),
    })),
  };
}

export async function answerSupportTicket(
  ctx: AppContext,
  adminId: string,
  ticketId: string,
  respuesta: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) throw notFound('El ticket');
    if (ticket.estado === 'cerrado') throw conflict('Este ticket está cerrado: ya no se puede responder.');
    await saveAnswer(tx, ticketId, { respuesta, adminId, at: ctx.clock.now() });
    // The answer travels in the job: a later answer does not change what this e-mail says.
    await enqueueJob(tx, { type: TICKET_ANSWER_JOB, payload: { ticketId, respuesta }, runAt: ctx.clock.now() });
    await writeAudit(tx, {
      adminId,
      action: 'ticket.answer',
      targetType: 'ticket',
      targetId: ticketId,
      targetLabel: `#${ticket.numero} · ${ticket.asunto}`,
      reason: respuesta,
      details: { email: ticket.email, estadoAnterior: ticket.estado },
    });
  });
}

export async function closeSupportTicket(ctx: AppContext, adminId: string, ticketId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) throw notFound('El ticket');
    if (ticket.estado === 'cerrado') throw conflict('Este ticket ya está cerrado.');
    await markTicketClosed(tx, ticketId);
    await writeAudit(tx, {
      adminId,
      action: 'ticket.close',
      targetType: 'ticket',
      targetId: ticketId,
      targetLabel: `#${ticket.numero} · ${ticket.asunto}`,
      details: { estadoAnterior: ticket.estado },
    });
  });
}

/**
 * Job: e-mails the answer to whoever wrote the ticket (replies go to the support mailbox). At
 * least once, unlike the notification e-mails: after a crash mid-send a duplicate answer is a
 * smaller harm than a sender who never hears back while the panel says "Respondido".
 */
export const sendTicketAnswerMail: JobHandler = async (ctx, job) => {
  const { ticketId, respuesta } = job.payload as { ticketId?: unknown; respuesta?: unknown };
  if (typeof ticketId !== 'string' || typeof respuesta !== 'string') throw new Error('invalid ticket answer job');
  const ticket = await findTicketForMail(ctx.db, ticketId);
  if (!ticket) return;
  await ctx.mailer.send({
    to: ticket.email,
    ...ticketAnswer({ numero: ticket.numero, asunto: ticket.asunto, respuesta }),
    headers: { 'Reply-To': ctx.env.SUPPORT_EMAIL },
  });
};
