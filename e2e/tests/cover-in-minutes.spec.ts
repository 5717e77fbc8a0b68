import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createGym, createInstructor } from '../support/factories.ts';
import { E2E_URL } from '../support/env.ts';
import { expectToast, field, signedInPage } from '../support/ui.ts';

// Cover in minutes (DECISIONS §15): a gym publishes an urgent offer with a 15-minute window for
// Mis instructores and automatic acceptance from them; its trusted instructor hears at once, opens
// the alert and is accepted on one tap; a third instructor cannot see the offer until the window
// ends (the server's clock is moved through the test-only /api/testing/clock).
// It moves the shared server's clock: run it alone (--workers=1), as the suite's other journeys do not expect it.
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const tomorrow = () => {
  const day = new Date(Date.now() + 86_400_000 + 2 * 3_600_000);
  return day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
};
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });

test('oferta urgente: exclusiva para Mis instructores y aceptación automática', async ({ browser, request }) => {
  const tag = randomUUID().slice(0, 6);
  const titulo = `Zumba urgente ${tag}`;
  const gym = await createGym(request, { nombre: `Gimnasio Rápido ${tag}` });
  const trusted = await createInstructor(request, {
    nombre: `Marta Confianza ${tag}`,
    especialidades: ['Zumba'],
    direccion: 'Badalona, Carrer de Mar 10',
  });
  const other = await createInstructor(request, {
    nombre: `Pau Cercano ${tag}`,
    especialidades: ['Zumba'],
    direccion: 'Badalona, Carrer de Mar 12',
  });

  const gymPage = await signedInPage(browser, gym, { width: 1280, height: 900 });
  // Añadir a Mis instructores from the instructor's profile, then see the list.
  await gymPage.goto(`/gym-dashboard/instructors/${trusted.id}`);
  await gymPage.getByRole('button', { name: 'Añadir a Mis instructores' }).click();
  await expectToast(gymPage, 'Añadido a Mis instructores');
  await gymPage
    .getByRole('navigation', { name: 'Navegación del panel' })
    .getByRole('link', { name: 'Mis instructores' })
    .click();
  await expect(gymPage.getByTestId('trusted-instructor').filter({ hasText: `Marta Confianza ${tag}` })).toBeVisible();
  await shot(gymPage, 'mis-instructores-1280');

  // The trusted instructor waits on her dashboard; the other one too.
  const trustedPage = await signedInPage(browser, trusted, { width: 390, height: 844 });
  // She takes urgent alerts at night too (the journey may run between 22:00 and 08:00 Madrid).
  const prefs = await trustedPage.request.put('/api/instructor/urgent-preferences', {
    data: { activas: true, maxDia: 10, nocturnas: true },
    headers: { Origin: E2E_URL },
  });
  expect(prefs.ok()).toBe(true);
  await trustedPage.goto('/instructor-dashboard/dashboard');
  const otherPage = await signedInPage(browser, other);
  await otherPage.goto('/instructor-dashboard/dashboard');

  // Publish: Urgente, 15 minutes first to Mis instructores, automatic acceptance from them.
  await gymPage.goto('/gym-dashboard/offers');
  await gymPage.getByRole('button', { name: 'Crear Oferta', exact: true }).click();
  const dialog = gymPage.getByRole('dialog', { name: 'Crear Oferta' });
  await field(dialog, 'Título de la clase').fill(titulo);
  await field(dialog, 'Especialidad').selectOption('Zumba');
  await field(dialog, 'Fecha de la clase').fill(tomorrow());
  await field(dialog, 'Hora').fill('19:00');
  await field(dialog, 'Precio (€ / clase)').fill('30');
  await field(dialog, 'Ubicación').fill('Barcelona, Carrer de Mallorca 200');
  await dialog.getByRole('checkbox', { name: /Urgente/ }).check();
  await field(dialog, 'Primero a Mis instructores durante').fill('15');
  await field(dialog, 'Aceptación automática').selectOption('mis');
  await shot(gymPage, 'offer-form-1280');
  await dialog.getByRole('button', { name: 'Publicar oferta' }).click();
  await expectToast(gymPage, 'Oferta Creada');
  const card = gymPage.getByTestId('offer-card').filter({ hasText: titulo });
  await expect(card.getByTestId('urgent-badge')).toBeVisible();
  await expect(card.getByTestId('timeline-summary')).toHaveText('Enviada a 1 · vista por 0 · 0 postulaciones');
  await shot(gymPage, 'gym-offers-1280');

  // The live alert reaches the trusted instructor without a reload.
  await expect(bell(trustedPage)).toContainText('1 sin leer');
  await bell(trustedPage).click();
  const item = trustedPage.getByRole('listitem').filter({ hasText: `Urgente: «${titulo}»` });
  await expect(item).toBeVisible();
  const alert = item.getByRole('link', { name: 'Ver' });
  await shot(trustedPage, 'alert-390');

  // The other instructor cannot see it: not in Ofertas, and its page answers as missing.
  const mine = await gymPage.request.get('/api/gym/offers');
  const ofertaId = ((await mine.json()) as { items: { id: string; titulo: string }[] }).items.find(
    (item) => item.titulo === titulo,
  )?.id;
  expect(ofertaId).toBeTruthy();
  await otherPage.goto('/instructor-dashboard/opportunities');
  await otherPage.waitForLoadState('networkidle');
  await expect(otherPage.getByTestId('opportunity-card').filter({ hasText: titulo })).toHaveCount(0);
  expect((await otherPage.request.get(`/api/offers/${ofertaId}`)).status()).toBe(404);
  expect(
    (await otherPage.request.post(`/api/offers/${ofertaId}/apply`, { headers: { Origin: E2E_URL } })).status(),
  ).toBe(404);

  // In Ofertas the trusted instructor finds it apart, above the results, until the window ends.
  const trustedOffers = await trustedPage.context().newPage();
  await trustedOffers.setViewportSize({ width: 390, height: 844 });
  await trustedOffers.goto('/instructor-dashboard/opportunities');
  const first = trustedOffers.getByRole('region', { name: 'Primero para ti' });
  await expect(first.getByTestId('opportunity-card').filter({ hasText: titulo })).toBeVisible();
  await expect(first).toContainText('Solo para ti hasta las');
  await shot(trustedOffers, 'exclusive-offers-390');
  await trustedOffers.close();

  // The trusted instructor opens the alert and taps Postularme: accepted at once.
  await alert.click();
  await expect(trustedPage.getByRole('heading', { name: titulo, level: 2 })).toBeVisible();
  await expect(trustedPage.getByTestId('urgent-badge').first()).toBeVisible();
  await shot(trustedPage, 'offer-detail-390');
  await trustedPage.getByRole('button', { name: 'Postularme' }).click();
  await expectToast(trustedPage, '¡Clase asignada!');

  // The window ends (server clock +15 min): the other instructor could now open it — covered.
  const moved = await request.post('/api/testing/clock', { data: { minutes: 15 } });
  expect(moved.ok()).toBe(true);
  const visible = await otherPage.request.get(`/api/offers/${ofertaId}`);
  expect(visible.status()).toBe(200);
  expect((await visible.json()).admitePostulaciones).toBe(false);

  await gymPage.reload();
  await expect(card).toContainText('Cubierta');
  await expect(card).toContainText('Cubierta en menos de 1 min');
  await shot(gymPage, 'gym-offers-covered-1280');
  await gymPage.setViewportSize({ width: 390, height: 844 });
  await shot(gymPage, 'gym-offers-covered-390');
  await gymPage.goto('/gym-dashboard/my-instructors');
  await expect(gymPage.getByTestId('trusted-instructor')).toHaveCount(1);
  await shot(gymPage, 'mis-instructores-390');
});
