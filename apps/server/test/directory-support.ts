// Shared by the directory's integration tests: accounts with a town, a directory search that
// checks the answer against the contract, and a review straight in the table.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { entitlements, perfiles, valoraciones } from '@fitcover/db/schema';
import type { Especialidad } from '@fitcover/contract/common/fields';
import { searchDirectory } from '@fitcover/contract/directory/directory';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, type browser, type TestApp } from './harness.ts';

export const START = new Date('2026-11-10T10:00:00Z');

export type Card = {
  id: string;
  nombre: string;
  ciudad: string | null;
  distanciaKm: number | null;
  valoracionMedia: number | null;
  fiabilidad: { etiqueta: string };
};
export type Page = { items: Card[]; pagina: number; hayMas: boolean; conUbicacion: boolean };
export type Tab = ReturnType<typeof browser>;

export async function gym(t: TestApp, nombre = 'Gimnasio Directorio', direccion = 'Barcelona, Carrer de Mallorca 200') {
  const account = await createGym(t.ctx, { nombre, direccion });
  await t.ctx.db.update(entitlements).set({ credits: 100 }).where(eq(entitlements.gimnasioId, account.id));
  return { account, tab: await signedInTab(t.app, account) };
}

export async function instructor(
  t: TestApp,
  nombre: string,
  options: { town?: string; especialidades?: Especialidad[]; biografia?: string; experiencia?: number } = {},
) {
  const account = await createInstructor(t.ctx, {
    nombre,
    direccion: `${options.town ?? 'Barcelona'}, Carrer Secret ${nombre.length} 12`,
    especialidades: options.especialidades ?? ['Yoga'],
    experiencia: options.experiencia ?? 4,
  });
  if (options.biografia) {
    await t.ctx.db.update(perfiles).set({ biografia: options.biografia }).where(eq(perfiles.id, account.id));
  }
  return account;
}

export async function search(tab: Tab, params: Record<string, string | number> = {}): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const response = await tab.get(`/api/gym/directory${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  const body: unknown = response.json();
  expect(searchDirectory.response.parse(body)).toEqual(body);
  return body as Page;
}
export const names = (page: Page) => page.items.map((item) => item.nombre).sort();

/** A review of the instructor (as if after a class), straight in the table. */
export async function rate(t: TestApp, instructorId: string, gymId: string, puntuacion: number) {
  const offer = await createOffer(t.ctx, gymId, { inDays: 20 + Math.floor(Math.random() * 40) });
  const application = await createApplication(t.ctx, offer.id, instructorId);
  await t.ctx.db.insert(valoraciones).values({
    aplicacionId: application.id,
    direccion: 'gym_to_instructor',
    instructorId,
    gimnasioId: gymId,
    puntuacion,
  });
}
