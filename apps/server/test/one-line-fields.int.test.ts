// One-line fields refuse line breaks at the contract (issue 25, finding 6): an offer title or a
// name with CR/LF printed fake lines ("Paga aquí: …") in the plain-text e-mails that quote it.
// Names, titles, addresses and subjects answer 400 with a Spanish message naming the field and
// store nothing; descriptions and messages keep their lines.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ofertas, perfiles } from '@fitcover/db/schema';
import { createGym } from '../src/seed/factories.ts';
import { offerInput } from './authorization-fixtures-kit.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const breaks = ['\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085', '\v'];
const injected = (text: string, lineBreak: string) => `${text}${lineBreak}Paga aquí: https://evil.example/pago`;

function expectOneLineRefusal(response: LightMyRequestResponse, label: string, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatchObject({
    code: 'VALIDATION',
    message: `El campo "${label}" debe ocupar una sola línea.`,
    field,
  });
}

describe('one-line fields refuse line breaks', () => {
  it('sign-up: the gym name, contact person and address', async () => {
    const tab = browser(t.app);
    const email = 'una-linea@example.test';
    const form = {
      rol: 'gimnasio',
      nombre: 'Gimnasio Linea',
      personaContacto: 'Ana Pérez',
      destacado: false,
      direccion: 'Barcelona, Carrer de Mallorca 200',
      email,
      telefono: '+34 600 123 456',
      password: 'Una-Sola-Linea-9',
      aceptaTerminos: true,
    };
    for (const lineBreak of breaks) {
      expectOneLineRefusal(
        await tab.post('/api/auth/sign-up', { ...form, nombre: injected('Gimnasio', lineBreak) }),
        'Nombre del Gimnasio',
        'nombre',
      );
    }
    expectOneLineRefusal(
      await tab.post('/api/auth/sign-up', { ...form, personaContacto: injected('Ana', '\n') }),
      'Persona de contacto',
      'personaContacto',
    );
    expectOneLineRefusal(
      await tab.post('/api/auth/sign-up', { ...form, direccion: injected('Barcelona', '\r\n') }),
      'Dirección (Ciudad, Calle)',
      'direccion',
    );
    await t.settled();
    expect(await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email))).toEqual([]);
    expect(await t.mailsTo(email)).toEqual([]);
  });

  it('offers: the title and place refuse them, the description keeps its lines', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    for (const lineBreak of breaks) {
      expectOneLineRefusal(
        await tab.post('/api/gym/offers', offerInput({ titulo: injected('Yoga', lineBreak) })),
        'Título de la clase',
        'titulo',
      );
    }
    expectOneLineRefusal(
      await tab.post('/api/gym/offers', offerInput({ ubicacion: injected('Barcelona, Carrer de Mallorca 200', '\n') })),
      'Ubicación',
      'ubicacion',
    );
    expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, gym.id))).toEqual([]);
    const kept = await tab.post('/api/gym/offers', offerInput({ descripcion: 'Primera línea.\nSegunda línea.' }));
    expect(kept.statusCode).toBe(201);
    expect(kept.json().descripcion).toBe('Primera línea.\nSegunda línea.');
  });

  it('profiles: a name changed with a line break is refused and the stored one stays', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Intacto' });
    const tab = await signedInTab(t.app, gym);
    const profile = (await tab.get('/api/profile')).json();
    const form = {
      nombre: injected('Gimnasio', '\u2028'),
      personaContacto: profile.personaContacto,
      destacado: false,
      activo: true,
      telefono: '+34 600 123 456',
      direccion: 'Barcelona, Carrer de Mallorca 200',
      emailNewApplicant: true,
      emailApplicationAccepted: true,
      emailNewMessage: true,
    };
    expectOneLineRefusal(await tab.put('/api/gym/profile', form), 'Nombre del Gimnasio', 'nombre');
    expectOneLineRefusal(
      await tab.put('/api/gym/profile', {
        ...form,
        nombre: 'Gimnasio Intacto',
        direccionFiscal: injected('C/ Mayor', '\n'),
      }),
      'Dirección fiscal',
      'direccionFiscal',
    );
    const [row] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, gym.id));
    expect(row!.nombre).toBe('Gimnasio Intacto');
  });

  it('support tickets: the name and subject refuse them, the message keeps its lines', async () => {
    const tab = browser(t.app);
    const ticket = {
      origen: 'contact',
      nombre: 'Pablo',
      email: 'pablo-lineas@example.test',
      asunto: 'Tarifas',
      mensaje: 'Hola,\nquería saber más.',
    };
    expectOneLineRefusal(
      await tab.post('/api/support/tickets', { ...ticket, asunto: injected('Tarifas', '\r\n') }),
      'Asunto',
      'asunto',
    );
    expectOneLineRefusal(
      await tab.post('/api/support/tickets', { ...ticket, nombre: injected('Pablo', '\n') }),
      'Nombre',
      'nombre',
    );
    expect((await tab.post('/api/support/tickets', ticket)).statusCode).toBe(201);
  });
});
