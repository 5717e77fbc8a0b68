import type { FastifyInstance } from 'fastify';
import { deleteMyAccount, downloadInvoiceAsAdmin, exportMyData } from '@fitcover/contract/account/account';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { exportAccountData, exportFileName } from './account-export.service.ts';
import { retainedInvoice } from './retained-invoice.service.ts';
import { sendInvoice } from '../billing/invoice-reply.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import {
  confirmEmailChange as confirmEmailChangeEndpoint,
  requestEmailChange as requestEmailChangeEndpoint,
} from '@fitcover/contract/account/email-change';

export function accountRoutes(app: FastifyInstance, system: System): void {
  route(
    app,
    system,
    exportMyData,
    async ({ ctx, principal, reply }) => {
      const data = await exportAccountData(ctx, principal);
      reply
        .header('Content-Disposition', `attachment; filename="${exportFileName(ctx.clock.now())}"`)
        .header('Cache-Control', 'private, no-store');
      return data;
    },
    { rateLimit: 'accountExport' },
  );

  route(
    app,
    system,
    deleteMyAccount,
    async ({ ctx, principal, body, reply }) => {
      await deleteAccount(ctx, principal, body.password);
      // The session no longer exists: the browser drops its cookies too.
      const { authCookies } = await ctx.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.dontRememberToken]) {
        reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.env.secureCookies });
      }
      return { ok: true as const };
    },
    { rateLimit: 'accountDelete' },
  );

  route(
    app,
    system,
    requestEmailChangeEndpoint,
    async ({ ctx, principal, body }) => {
      await requestEmailChange(ctx, principal, body);
      return { ok: true as const };
    },
    { rateLimit: 'passwordChange' },
  );

  route(
    app,
    system,
    confirmEmailChangeEndpoint,
    async ({ ctx, principal, body }) => ({
      ok: true as const,
      ...(await confirmEmailChange(ctx, body.token, principal)),
    }),
    { rateLimit: 'resetPassword' },
  );

  route(app, system, downloadInvoiceAsAdmin, async ({ ctx, params, reply }) => {
    const invoice = await retainedInvoice(ctx, params.id);
    return sendInvoice(reply, invoice);
  });
}
