// Ofertas and Mensajes come with the user's data in their HTML (ADR 0025, amendment "results in
// the HTML"): the results are on screen before any script runs, and the page's scripts take that
// data instead of asking for it again.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, signInViaApi } from '../support/ui.ts';

// Nobody else publishes in Soria: the default search (50 km around the instructor) finds only this.
const SORIA = 'Soria, Calle Collado 1';

test('Ofertas muestra las ofertas antes de cualquier script y no las vuelve a pedir', async ({ browser, request }) => {
  const tag = randomUUID().slice(0, 8);
  const gym = await createGym(request, { nombre: `Gimnasio Numancia ${tag}`, direccion: SORIA });
  const instructor = await createInstructor(request, {
    nombre: `Irene Soriano ${tag}`,
    especialidades: ['Yoga'],
    direccion: SORIA,
  });
  const titulo = `Yoga al amanecer ${tag}`;
  await createOffer(request, { gymId: gym.id, titulo, especialidad: 'Yoga', inDays: 2, ubicacion: SORIA });
  // An earlier application opens a conversation with the gym.
  const earlier = await createOffer(request, {
    gymId: gym.id,
    titulo: `Yoga suave ${tag}`,
    inDays: 3,
    ubicacion: SORIA,
  });
  await createApplication(request, { ofertaId: earlier.id, instructorId: instructor.id });

  // Without JavaScript: what the server's HTML shows.
  const noScripts = await browser.newContext({ baseURL: E2E_URL, javaScriptEnabled: false, locale: 'es-ES' });
  const still = await noScripts.newPage();
  await signInViaApi(still, instructor.email, instructor.password);
  await still.goto('/instructor-dashboard/opportunities');
  await expect(still.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  await expect(still.getByText(`Hola, Irene Soriano ${tag}`)).toBeVisible();
  await expect(still.getByTestId('opportunity-card').filter({ hasText: titulo })).toBeVisible();
  // Mensajes: the conversation and its last message, not a loading placeholder.
  const sent = await still.request.post(`/api/chat/conversations/${gym.id}/messages`, {
    data: { mensaje: `¿A qué hora abrís la sala? ${tag}` },
    headers: { Origin: E2E_URL },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await still.goto('/instructor-dashboard/chat');
  await expect(still.getByText(`Gimnasio Numancia ${tag}`)).toBeVisible();
  await expect(still.getByText(`¿A qué hora abrís la sala? ${tag}`)).toBeVisible();
  await noScripts.close();

  // With JavaScript: the page takes over with the data it came with.
  const context = await browser.newContext({ baseURL: E2E_URL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await signInViaApi(page, instructor.email, instructor.password);
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/offers/search') searches.push(sent.url());
  });
  await page.goto('/instructor-dashboard/opportunities');
  const card = page.getByTestId('opportunity-card').filter({ hasText: titulo });
  // Enabled once React has replaced the server's HTML (its buttons wait for that).
  await card.getByRole('button', { name: 'Postularme' }).click();
  await expectToast(page, '¡Postulación enviada!', `Te has postulado para la clase de ${titulo}.`);
  expect(searches).toEqual([]);
  await context.close();
});
