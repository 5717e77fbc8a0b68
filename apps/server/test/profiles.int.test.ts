// The owner's profile (spec §5 save rules), avatars re-encoded on the server, and the public
// instructor page that never shows the street address.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, perfiles } from '@fitcover/db/schema';
import { createAdmin, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileRow = async (id: string) => (await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, id)))[0];

describe('gym profile', () => {
  it('reads and saves the editable fields, ignoring id, rol and email', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gym Perfil' });
    const tab = await signedInTab(t.app, gym);
    const profile = (await tab.get('/api/profile')).json();
    expect(profile).toMatchObject({
      rol: 'gimnasio',
      nombre: 'Gym Perfil',
      email: gym.email,
      ciudad: 'Barcelona',
      activo: true,
      plan: 'Básico',
      avatarUrl: null,
    });
    const saved = await tab.put('/api/gym/profile', {
      ...profile,
      id: '00000000-0000-0000-0000-000000000000',
      rol: 'admin',
      email: 'otro@example.test',
      nombre: 'Gym Perfil Renovado',
      telefono: '+34 699 123 456',
      razonSocial: 'Gym Perfil SL',
      nif: 'b-1234567-8',
      direccionFiscal: 'Carrer de Mallorca 200, 08036 Barcelona',
      emailNewMessage: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nombre: 'Gym Perfil Renovado', nif: 'B12345678', emailNewMessage: false });
    const row = await profileRow(gym.id);
    expect(row).toMatchObject({ rol: 'gimnasio', email: gym.email, razonSocial: 'Gym Perfil SL' });
    const [user] = await t.ctx.db.select().from(authUser).where(eq(authUser.id, gym.id));
    expect(user?.name).toBe('Gym Perfil Renovado');
    expect((await tab.get('/api/me')).json().nombre).toBe('Gym Perfil Renovado');
  });

  it('re-geocodes a changed address, and saves nothing when it cannot be found', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const profile = (await tab.get('/api/profile')).json();
    const moved = await tab.put('/api/gym/profile', { ...profile, direccion: 'Sevilla, Calle Sierpes 5' });
    expect(moved.json()).toMatchObject({ ciudad: 'Sevilla', direccion: 'Sevilla, Calle Sierpes 5' });
    expect(moved.json().latitude).toBeCloseTo(37.39, 1);
    const failed = await tab.put('/api/gym/profile', {
      ...(moved.json() as Record<string, unknown>),
      nombre: 'No debe guardarse',
      direccion: 'Qwxzplandia, Calle Falsa 1',
    });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().error).toMatchObject({
      title: 'Error de geolocalización',
      message: 'No se pudo encontrar la dirección. Por favor, sé más específico.',
      field: 'direccion',
    });
    expect(await profileRow(gym.id)).toMatchObject({ ciudad: 'Sevilla', nombre: 'Gimnasio de Prueba' });
  });

  it('validates with Spanish messages', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const profile = (await tab.get('/api/profile')).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ nombre: '' }, 'Por favor, completa el campo "Nombre del Gimnasio".'],
      [{ telefono: '12' }, 'Introduce un teléfono válido (mínimo 9 dígitos).'],
      [{ nif: '123' }, 'Introduce un NIF/CIF válido.'],
      [{ activo: 'sí' }, 'Invalid input: expected boolean, received string'],
    ];
    for (const [overrides, message] of cases) {
      const response = await tab.put('/api/gym/profile', { ...profile, ...overrides });
      expect(response.statusCode).toBe(400);
      if (!message.startsWith('Invalid')) expect(response.json().error.message).toBe(message);
    }
  });

  it('hides an inactive gym’s offers from applications', async () => {
    const gym = await createGym(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const tab = await signedInTab(t.app, gym);
    const profile = (await tab.get('/api/profile')).json();
    expect((await tab.put('/api/gym/profile', { ...profile, activo: false })).json().activo).toBe(false);
    const ana = await createInstructor(t.ctx);
    const anaTab = await signedInTab(t.app, ana);
    expect((await anaTab.post(`/api/offers/${offer.id}/apply`)).statusCode).toBe(404);
  });
});

describe('instructor profile', () => {
  it('saves specialties without repeats, trimmed availability, links and experience', async () => {
    const ana = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, ana);
    const profile = (await tab.get('/api/profile')).json();
    expect(profile).toMatchObject({ rol: 'instructor', especialidades: ['Yoga', 'Pilates'], experiencia: 5 });
    const saved = await tab.put('/api/instructor/profile', {
      ...profile,
      biografia: 'Diez años dando clases de Yoga.',
      especialidades: ['Yoga', 'HIIT', 'Yoga'],
      disponibilidad: [' Lunes mañana ', '', 'Jueves tarde'],
      enlaces: ['https://example.com/ana'],
      experiencia: 10,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      especialidades: ['Yoga', 'HIIT'],
      disponibilidad: ['Lunes mañana', 'Jueves tarde'],
      enlaces: ['https://example.com/ana'],
      experiencia: 10,
    });
    const bad = await tab.put('/api/instructor/profile', { ...profile, especialidades: ['Crossfit'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Especialidad no válida.');
    const gymOnly = await tab.put('/api/gym/profile', { ...profile });
    expect(gymOnly.statusCode).toBe(403);
  });

  it('shows others the town but never the street address or contact details', async () => {
    const ana = await createInstructor(t.ctx, { nombre: 'Ana Pública', direccion: 'Girona, Carrer de la Força 3' });
    const gym = await createGym(t.ctx);
    const gymTab = await signedInTab(t.app, gym);
    const page = await gymTab.get(`/api/instructors/${ana.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ nombre: 'Ana Pública', ciudad: 'Girona', reviews: [] });
    expect(page.body).not.toMatch(/Força|611 111|@example\.test|telefono|direccion/);
    expect((await gymTab.get(`/api/instructors/${gym.id}`)).statusCode).toBe(404);
    expect((await browser(t.app).get(`/api/instructors/${ana.id}`)).statusCode).toBe(401);
  });
});

describe('avatars', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
      .png()
      .toBuffer();

  it('re-encodes an upload to a 256 px WebP served with a versioned URL', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const upload = await tab.upload('/api/profile/avatar', await png(800, 600), 'image/png');
    expect(upload.statusCode).toBe(200);
    const { avatarUrl } = upload.json();
    expect(avatarUrl).toBe(`/api/avatars/${gym.id}?v=1`);
    const served = await browser(t.app).get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await tab.get('/api/profile')).json().avatarUrl).toBe(avatarUrl);

    const second = await tab.upload('/api/profile/avatar', await png(300, 300), 'image/png');
    expect(second.json().avatarUrl).toBe(`/api/avatars/${gym.id}?v=2`);
    expect((await tab.delete('/api/profile/avatar')).json()).toEqual({ avatarUrl: null });
    expect((await browser(t.app).get(avatarUrl)).statusCode).toBe(404);
  });

  it('refuses what is not a real image, or too large, with honest statuses', async () => {
    const ana = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, ana);
    const text = await tab.upload('/api/profile/avatar', Buffer.from('hola'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA');
    const fake = await tab.upload(
      '/api/profile/avatar',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('El archivo no es una imagen válida (JPG, PNG, WebP o GIF).');
    const huge = await tab.upload('/api/profile/avatar', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect((await profileRow(ana.id))?.avatarVersion).toBe(0);
  });

  it('accepts uploads only from signed-in gyms and instructors', async () => {
    const image = await png(64, 64);
    expect((await browser(t.app).upload('/api/profile/avatar', image, 'image/png')).statusCode).toBe(401);
    const admin = await createAdmin(t.ctx, 'admin-avatar@example.test', 'Admin1234!');
    const adminTab = await signedInTab(t.app, { email: admin.email, password: 'Admin1234!' });
    expect((await adminTab.upload('/api/profile/avatar', image, 'image/png')).statusCode).toBe(403);
    expect((await browser(t.app).get('/api/avatars/not-a-uuid')).statusCode).toBe(404);
  });
});
