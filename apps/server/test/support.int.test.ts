import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '@fitcover/db/schema';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('contact and support tickets', () => {
  it('stores a contact message, mails support and the sender, and returns the ticket number', async () => {
    const response = await browser(t.app).post('/api/support/tickets', {
      origen: 'contact',
      nombre: 'Pablo',
      email: 'pablo@example.test',
      asunto: 'Tarifas para cadenas',
      mensaje: 'Tenemos 12 centros, ¿hay precio especial?',
    });
    expect(response.statusCode).toBe(201);
    const { numero } = response.json();
    expect(numero).toBeGreaterThanOrEqual(1001);
    const [ticket] = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.numero, numero));
    expect(ticket).toMatchObject({
      origen: 'contact',
      estado: 'abierto',
      email: 'pablo@example.test',
      asunto: 'Tarifas para cadenas',
    });
    const toSupport = await t.mailsTo(t.env.SUPPORT_EMAIL);
    expect(toSupport.some((m) => m.subject.includes(`#${numero}`))).toBe(true);
    const toSender = await t.mailsTo('pablo@example.test');
    expect(toSender[0]?.subject).toBe(`Hemos recibido tu mensaje (ticket #${numero})`);
  });

  it('numbers tickets in order and requires every field', async () => {
    const tab = browser(t.app);
    const first = await tab.post('/api/support/tickets', {
      origen: 'support',
      email: 'a@example.test',
      asunto: 'No puedo entrar',
      mensaje: 'Error al iniciar sesión',
    });
    const second = await tab.post('/api/support/tickets', {
      origen: 'support',
      email: 'b@example.test',
      asunto: 'Factura',
      mensaje: 'Necesito la factura',
    });
    expect(second.json().numero).toBe(first.json().numero + 1);
    const missing = await tab.post('/api/support/tickets', {
      origen: 'support',
      email: 'c@example.test',
      asunto: '',
      mensaje: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Por favor, completa el campo "Asunto".');
    const badEmail = await tab.post('/api/support/tickets', {
      origen: 'support',
      email: 'no-es-email',
      asunto: 'x',
      mensaje: 'x',
    });
    expect(badEmail.json().error.message).toBe('Introduce un email válido.');
  });

  it('confirms to the typed address with the ticket number only, never a word of what was written', async () => {
    // Anyone can type someone else's address: the confirmation once quoted the subject (issue 25).
    const victim = 'victima-soporte@example.test';
    const words = {
      nombre: 'Soporte Oficial FitCover',
      asunto: 'Tu cuenta será cerrada: entra en https://evil.example/verificar',
      mensaje: 'Llama al 600 000 000 o visita www.evil.example para evitarlo.',
    };
    const response = await browser(t.app).post('/api/support/tickets', { origen: 'contact', email: victim, ...words });
    expect(response.statusCode).toBe(201);
    const { numero } = response.json();
    const [mail, ...others] = await t.mailsTo(victim);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Hemos recibido tu mensaje (ticket #${numero})`);
    expect(mail!.raw).toContain(`#${numero}`);
    expect(mail!.links.filter((link) => link.includes('evil'))).toEqual([]);
    for (const text of [...Object.values(words), 'evil.example', 'cerrada', '600 000 000']) {
      expect(mail!.raw, text).not.toContain(text);
    }
    // Support still gets every word, to answer it.
    const [toSupport] = (await t.mailsTo(t.env.SUPPORT_EMAIL)).filter((m) => m.subject.includes(`#${numero}`));
    expect(toSupport!.raw).toContain('https://evil.example/verificar');
  });
});
