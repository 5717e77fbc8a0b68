import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer, serverNow } from '../support/factories.ts';
import { expectToast, signInViaApi } from '../support/ui.ts';

const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
/** The Madrid date `days` after the instant `from` (the server's clock for what the server dates). */
const madridDate = (days: number, from = Date.now()) =>
  new Date(from + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
/** Spanish weekday name of a local date. */
const weekdayName = (date: string) => DAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
/** Whether a local date falls in the Monday–Sunday week the page opens on (this machine's Madrid today). */
const inThisWeek = (date: string) => {
  const today = madridDate(0);
  const monday = Date.parse(`${today}T00:00:00Z`) - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000;
  const time = Date.parse(`${date}T00:00:00Z`);
  return time >= monday && time < monday + 7 * 86_400_000;
};

/** A gym's own API session (accepting is not what these journeys look at). */
async function gymSession(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_URL, extraHTTPHeaders: { origin: E2E_URL } });
  const signedIn = await api.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(signedIn.ok()).toBe(true);
  return api;
}

async function acceptedClass(
  request: APIRequestContext,
  gym: { id: string; email: string; password: string },
  instructorId: string,
  offer: Record<string, unknown>,
) {
  const { id: ofertaId } = await createOffer(request, { gymId: gym.id, ...offer });
  const { id } = await createApplication(request, { ofertaId, instructorId });
  const api = await gymSession(gym);
  expect((await api.post(`/api/gym/applications/${id}/accept`)).status()).toBe(200);
  await api.dispose();
  return ofertaId;
}

test('@phone an instructor sets availability by touch, filters Ofertas, finds an accepted class in Mi calendario and downloads its .ics', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'a journey by touch, on a phone');
  const tag = Math.random().toString(36).slice(2, 7);
  const gym = await createGym(request, { nombre: 'Gimnasio Horario' });
  const instructor = await createInstructor(request, { nombre: 'Nuria Calendario' });
  // The server dates the offers ("in 3 days") by its own clock.
  const now = await serverNow(request);
  const classDay = madridDate(3, now);
  const acceptedDay = madridDate(1, now);
  await createOffer(request, { gymId: gym.id, titulo: `Yoga de tarde ${tag}`, inDays: 3, hora: '18:00' });
  await createOffer(request, { gymId: gym.id, titulo: `Yoga de mañana ${tag}`, inDays: 3, hora: '10:00' });
  await acceptedClass(request, gym, instructor.id, { titulo: `Pilates aceptado ${tag}`, inDays: 1, hora: '12:00' });

  await signInViaApi(page, instructor.email, instructor.password);
  await page.goto('/instructor-dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Disponibilidad semanal' })).toBeVisible();
  const afternoon = page.getByRole('group', { name: weekdayName(classDay) }).getByRole('button', { name: /^Tarde/ });
  await afternoon.tap();
  await expect(afternoon).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Guardar disponibilidad' }).tap();
  await expectToast(page, 'Disponibilidad guardada');

  await page.goto('/instructor-dashboard/opportunities');
  const cards = page.getByTestId('opportunity-card');
  await expect(cards.filter({ hasText: `Yoga de mañana ${tag}` })).toBeVisible();
  await page.getByRole('button', { name: /Filtros/ }).tap();
  await page.getByLabel('Solo cuando estoy disponible').tap();
  await expect(page).toHaveURL(/disponible=1/);
  await expect(cards.filter({ hasText: `Yoga de tarde ${tag}` })).toBeVisible();
  await expect(cards.filter({ hasText: `Yoga de mañana ${tag}` })).toHaveCount(0);

  await page.goto('/instructor-dashboard/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi calendario' })).toBeVisible();
  if (!inThisWeek(acceptedDay)) await page.getByRole('button', { name: 'Siguiente' }).tap();
  const card = page.getByRole('article', { name: `Pilates aceptado ${tag}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Abrir chat' })).toHaveAttribute('href', `/chat?with=${gym.id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Descargar .ics' }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe(`clase-${acceptedDay}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART;TZID=Europe/Madrid:${acceptedDay.replaceAll('-', '')}T120000`);
  await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
});

test('a gym that accepts an instructor already booked at that hour is told so', async ({ page, request }) => {
  const instructor = await createInstructor(request, { nombre: 'Pau Ocupado' });
  const otherGym = await createGym(request, { nombre: 'Gimnasio Primero' });
  await acceptedClass(request, otherGym, instructor.id, { titulo: 'Spinning primero', inDays: 5, hora: '19:00' });
  const gym = await createGym(request, { nombre: 'Gimnasio Segundo' });
  const { id: ofertaId } = await createOffer(request, {
    gymId: gym.id,
    titulo: 'Zumba a la vez',
    inDays: 5,
    hora: '19:30',
  });
  void ofertaId;

  // The instructor is warned before applying, and may apply all the same.
  await signInViaApi(page, instructor.email, instructor.password);
  await page.goto('/instructor-dashboard/opportunities?q=Zumba+a+la+vez');
  await page
    .getByTestId('opportunity-card')
    .filter({ hasText: 'Zumba a la vez' })
    .getByRole('button', { name: 'Postularme' })
    .click();
  const warning = page.getByRole('alertdialog', { name: 'Ya tienes una clase aceptada que se solapa' });
  await expect(warning).toContainText('«Spinning primero» en Gimnasio Primero');
  await warning.getByRole('button', { name: 'Postularme igualmente' }).click();
  await expectToast(page, '¡Postulación enviada!');
  await page.context().clearCookies();

  await signInViaApi(page, gym.email, gym.password);
  await page.goto('/gym-dashboard/applicants');
  const applicant = page.getByTestId('applicant-card').filter({ hasText: 'Pau Ocupado' });
  await applicant.getByRole('button', { name: 'Aceptar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Aceptar instructor' })
    .getByRole('button', { name: 'Aceptar instructor' })
    .click();
  await expectToast(page, 'Error', 'Este instructor ya tiene una clase a esa hora.');
  await expect(applicant).toBeVisible();

  await page.goto('/gym-dashboard/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
});
