// Every /api/admin endpoint answers only to admin sessions: 401 without a session, 403 for gyms,
// instructors and suspended admins, and for admins honest answers (never a 500) even for ids
// that do not exist or input that is not valid.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@fitcover/contract/endpoint';
import * as activity from '@fitcover/contract/admin/activity';
import * as auditLog from '@fitcover/contract/admin/audit-log';
import * as commissions from '@fitcover/contract/admin/commissions';
import * as moderation from '@fitcover/contract/admin/moderation';
import * as notices from '@fitcover/contract/admin/notices';
import * as adminOffers from '@fitcover/contract/admin/offers';
import * as tickets from '@fitcover/contract/admin/tickets';
import * as users from '@fitcover/contract/admin/users';
import { adminAuditLog, avisosGlobales, notificaciones, perfiles } from '@fitcover/db/schema';
import { createAdmin, createGym, createInstructor } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value;

const adminEndpoints: Endpoint[] = [activity, auditLog, commissions, moderation, notices, adminOffers, tickets, users]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);

const missingId = randomUUID();
const url = (endpoint: Endpoint) => endpoint.path.replace(':id', missingId);

// A valid body for each action, so that only the caller's role decides the answer.
const bodies: Record<string, unknown> = {
  'POST /api/admin/users/:id/suspend': { motivo: 'Spam' },
  'POST /api/admin/users/:id/reactivate': {},
  'POST /api/admin/offers/:id/cancel': { motivo: 'Incumple las normas' },
  'POST /api/admin/flags/:id/warn': { usuarioId: missingId, mensaje: 'Aviso' },
  'POST /api/admin/flags/:id/resolve': {},
  'POST /api/admin/notices': { destinatarios: 'all', mensaje: 'Aviso para todos' },
  'POST /api/admin/tickets/:id/answer': { respuesta: 'Hola' },
  'POST /api/admin/tickets/:id/close': {},
};

// What an admin gets back from the same calls on an empty id.
const adminStatus: Record<string, number> = {
  'POST /api/admin/users/:id/suspend': 404,
  'POST /api/admin/users/:id/reactivate': 404,
  'POST /api/admin/offers/:id/cancel': 404,
  'GET /api/admin/flags/:id/conversation': 404,
  'POST /api/admin/flags/:id/warn': 404,
  'POST /api/admin/flags/:id/resolve': 404,
  'POST /api/admin/notices': 201,
  'POST /api/admin/tickets/:id/answer': 404,
  'POST /api/admin/tickets/:id/close': 404,
};

type Tab = ReturnType<typeof browser>;
function call(tab: Tab, endpoint: Endpoint) {
  const key = `${endpoint.method} ${endpoint.path}`;
  return endpoint.method === 'GET' ? tab.get(url(endpoint)) : tab.post(url(endpoint), bodies[key] ?? {});
}

describe('the admin endpoints', () => {
  it('are all declared admin-only in the contract', () => {
    expect(adminEndpoints.length).toBe(19);
    for (const endpoint of adminEndpoints) {
      expect(endpoint.path, endpoint.path).toMatch(/^\/api\/admin\//);
      expect(endpoint.access, endpoint.path).toEqual(['admin']);
    }
  });

  it('answer 401 without a session and 403 to gyms, instructors and suspended admins, changing nothing', async () => {
    const gym = await signedInTab(t.app, await createGym(t.ctx));
    const instructor = await signedInTab(t.app, await createInstructor(t.ctx));
    const suspendedAdmin = await createAdmin(t.ctx, 'admin.suspendido@example.test', 'admin-clave-1');
    const suspendedTab = await signedInTab(t.app, { email: suspendedAdmin.email, password: 'admin-clave-1' });
    await t.ctx.db.update(perfiles).set({ suspendedAt: new Date() }).where(eq(perfiles.id, suspendedAdmin.id));
    t.ctx.sessions.evict({ userId: suspendedAdmin.id });
    const anonymous = browser(t.app);

    for (const endpoint of adminEndpoints) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const none = await call(anonymous, endpoint);
      expect(none.statusCode, `${label} anonymous`).toBe(401);
      expect(none.json().error.code).toBe('UNAUTHENTICATED');
      for (const [who, tab] of [
        ['gym', gym],
        ['instructor', instructor],
      ] as const) {
        const response = await call(tab, endpoint);
        expect(response.statusCode, `${label} ${who}`).toBe(403);
        expect(response.json().error).toEqual({
          code: 'FORBIDDEN',
          message: 'No tienes permiso para realizar esta acción.',
          requestId: response.headers['x-request-id'],
        });
      }
      expect((await call(suspendedTab, endpoint)).statusCode, `${label} suspended admin`).toBe(401);
    }
    expect(await t.ctx.db.select().from(avisosGlobales)).toHaveLength(0);
    expect(await t.ctx.db.select().from(adminAuditLog)).toHaveLength(0);
    expect(await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.tipo, 'other'))).toHaveLength(0);
  });

  it('answer an admin with 200, 201 or an honest 404 for ids that do not exist', async () => {
    const admin = await createAdmin(t.ctx, 'admin.matriz@example.test', 'admin-clave-1');
    const tab = await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' });
    for (const endpoint of adminEndpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const response = await call(tab, endpoint);
      expect(response.statusCode, key).toBe(adminStatus[key] ?? 200);
      if (response.statusCode === 404) expect(response.json().error.message, key).toMatch(/no existe/);
    }
  });
});

describe('admin input validation', () => {
  let tab: Tab;
  beforeAll(async () => {
    const admin = await createAdmin(t.ctx, 'admin.validacion@example.test', 'admin-clave-1');
    tab = await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' });
  });

  it('asks for the reason of a suspension and of a cancellation', async () => {
    const gym = await createGym(t.ctx);
    for (const path of [`/api/admin/users/${gym.id}/suspend`, `/api/admin/offers/${missingId}/cancel`]) {
      const response = await tab.post(path, { motivo: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Por favor, completa el campo "Motivo".',
        field: 'motivo',
      });
    }
  });

  it('requires the recipients and the message of a global notice', async () => {
    const noMessage = await tab.post('/api/admin/notices', { destinatarios: 'gyms', mensaje: '' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.message).toBe('Por favor, completa el campo "Mensaje".');
    const noAudience = await tab.post('/api/admin/notices', { destinatarios: 'todos', mensaje: 'Hola' });
    expect(noAudience.statusCode).toBe(400);
    expect(noAudience.json().error.message).toBe('Elige a quién enviar la notificación.');
    const tooLong = await tab.post('/api/admin/notices', { destinatarios: 'all', mensaje: 'x'.repeat(1001) });
    expect(tooLong.json().error.message).toBe('El campo "Mensaje" no puede superar los 1000 caracteres.');
  });

  it('rejects malformed ids, pages, states and date ranges in Spanish', async () => {
    const badId = await tab.post('/api/admin/users/no-es-un-id/suspend', { motivo: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Identificador no válido.');
    expect((await tab.get('/api/admin/gyms?page=0')).statusCode).toBe(400);
    expect((await tab.get('/api/admin/gyms?estado=borrado')).json().error.message).toBe('Estado no válido.');
    const dates = await tab.get('/api/admin/commissions?desde=2026-02-01&hasta=2026-01-01');
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.message).toBe('La fecha «Desde» no puede ser posterior a «Hasta».');
    const badDate = await tab.get('/api/admin/commissions/export?desde=31-01-2026');
    expect(badDate.json().error.message).toBe('La fecha «Desde» no es válida.');
    const search = await tab.get(`/api/admin/flags?q=${'x'.repeat(101)}`);
    expect(search.json().error.message).toBe('La búsqueda no puede superar los 100 caracteres.');
  });
});
