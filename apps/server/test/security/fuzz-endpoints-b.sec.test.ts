// Property-based fuzzing, second half of the endpoints (see fuzz-endpoints-a), after the
// answers the fuzzing once found wrong, pinned as plain examples.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@fitcover/db/result';
import { createAdmin } from '../../src/seed/factories.ts';
import { signedInTab, startTestApp, type TestApp } from '../harness.ts';
import { isSpanishMessage } from './fuzz-runner.ts';
import { defineFuzzSuite } from './fuzz-suite.ts';

describe('answers the fuzzing found wrong', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInTab>>;
  beforeAll(async () => {
    t = await startTestApp();
    const account = await createAdmin(t.ctx, 'admin.regresion@example.test', 'admin-clave-1');
    admin = await signedInTab(t.app, { email: account.email, password: 'admin-clave-1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectSpanishError = (response: Awaited<ReturnType<typeof admin.get>>, status: number, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', message });
  };

  it('refuses text PostgreSQL cannot store (NUL, half a surrogate pair) instead of failing with 500', async () => {
    expectSpanishError(await admin.get('/api/admin/gyms?q=%00'), 400, 'El texto contiene caracteres no válidos.');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { 'content-type': 'application/json' },
      payload: { origen: 'support', email: 'a@example.test', asunto: 'Ayuda', mensaje: 'Hola' },
    });
    const [ticket] = rowsOf<{ id: string }>(
      await t.ctx.db.execute(sql`select id from support_tickets where numero = ${created.json().numero}`),
    );
    // The answer also goes into a jsonb job payload, where the escaped \ud800 is refused.
    const answer = await admin.post(`/api/admin/tickets/${ticket!.id}/answer`, { respuesta: 'a\uD800b' });
    expectSpanishError(answer, 400, 'El texto contiene caracteres no válidos.');
    expect(answer.json().error.field).toBe('respuesta');
  });

  it('answers undecodable URLs and overlong path parameters in Spanish, with nosniff', async () => {
    expectSpanishError(
      await admin.get('/api/admin/users/%E0%A4%A/suspend'),
      400,
      'La dirección solicitada no es válida.',
    );
    expectSpanishError(
      await admin.get(`/api/admin/flags/${'a'.repeat(200)}/conversation`),
      414,
      'La dirección solicitada es demasiado larga.',
    );
  });

  it('explains in Spanish what zod has no contract message for', async () => {
    expectSpanishError(await admin.post('/api/admin/notices', ['lista']), 400, 'Se esperaba un objeto con los datos.');
    expectSpanishError(await admin.get('/api/chat/conversations?limit=0'), 400, 'El valor debe ser como mínimo 1.');
    const huge = await admin.get('/api/chat/conversations?before=1e999');
    expect(huge.statusCode).toBe(400);
    expect(isSpanishMessage(huge.json().error.message), huge.json().error.message).toBe(true);
  });
});

defineFuzzSuite('fuzz-endpoints-b', 1, 2);
