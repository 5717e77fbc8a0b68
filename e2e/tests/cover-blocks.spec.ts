import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createGym, createInstructor } from '../support/factories.ts';
import { expectToast, field, signedInPage } from '../support/ui.ts';

// Cover blocks (issue 21): a gym publishes an 8-class block with Repetir (Tuesdays and
// Thursdays), an instructor sees it once in Ofertas with its summary and applies to the whole
// block, and the gym accepts it whole: every class shows Cubierta.
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // Transitions finished, from the top: fixed bars and toasts stay where a person sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ddmm = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

/** The first Tuesday at least three days away (Madrid), and the Thursday three weeks after it. */
function blockSpan(): { start: string; end: string } {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  let day = Date.parse(`${today}T12:00:00Z`) + 3 * DAY;
  while (new Date(day).getUTCDay() !== 2) day += DAY;
  return { start: iso(day), end: iso(day + 23 * DAY) };
}

test('bloque de suplencia: publicar 8 clases, postularse al bloque y aceptarlo entero', async ({
  browser,
  request,
}) => {
  const tag = randomUUID().slice(0, 6);
  const titulo = `Suplencia Pilates ${tag}`;
  const gym = await createGym(request, {
    nombre: `Gimnasio Bloques ${tag}`,
    direccion: 'Barcelona, Carrer de Mallorca 200',
    plan: 'pro',
  });
  const instructor = await createInstructor(request, { nombre: `Irene Bloques ${tag}`, especialidades: ['Pilates'] });
  const { start, end } = blockSpan();
  const resumen = `8 clases · martes y jueves 19:00 · del ${ddmm(start)} al ${ddmm(end)}`;

  // The gym fills the offer form and repeats it every Tuesday and Thursday.
  const gymPage = await signedInPage(browser, gym, { width: 1280, height: 900 });
  await gymPage.goto('/gym-dashboard/offers');
  await gymPage.getByRole('button', { name: 'Crear Oferta', exact: true }).click();
  const dialog = gymPage.getByRole('dialog', { name: 'Crear Oferta' });
  await field(dialog, 'Título de la clase').fill(titulo);
  await field(dialog, 'Especialidad').selectOption('Pilates');
  await field(dialog, 'Fecha de la clase').fill(start);
  await field(dialog, 'Hora').fill('19:00');
  await field(dialog, 'Precio (€ / clase)').fill('30');
  await field(dialog, 'Ubicación').fill('Barcelona, Carrer de Mallorca 200');
  await dialog.getByRole('radio', { name: 'Cada semana' }).check();
  await dialog.getByRole('checkbox', { name: 'martes' }).check();
  await dialog.getByRole('checkbox', { name: 'jueves' }).check();
  await field(dialog, 'Hasta el').fill(end);
  await expect(dialog.getByTestId('resumen-bloque')).toHaveText(resumen);
  await expect(dialog.getByText('Permitir postular a fechas sueltas')).toBeVisible();
  await dialog.getByTestId('resumen-bloque').scrollIntoViewIfNeeded();
  await shot(gymPage, 'block-form-1280');
  await gymPage.setViewportSize({ width: 390, height: 844 });
  await dialog.getByTestId('resumen-bloque').scrollIntoViewIfNeeded();
  await shot(gymPage, 'block-form-390');
  await dialog.getByRole('button', { name: 'Publicar bloque' }).click();
  await expectToast(gymPage, 'Bloque publicado', 'Se han publicado 8 clases.');
  await expect(dialog).toBeHidden();

  // One card for the block, with its summary.
  const gymCards = gymPage.getByTestId('offer-card').filter({ hasText: titulo });
  await expect(gymCards).toHaveCount(1);
  await expect(gymCards.getByTestId('resumen-bloque')).toHaveText(resumen);
  await shot(gymPage, 'block-card-390');
  await gymPage.setViewportSize({ width: 1280, height: 900 });
  await shot(gymPage, 'block-card-1280');

  // The instructor finds it once in Ofertas and applies to the whole block.
  const instructorPage = await signedInPage(browser, instructor, { width: 390, height: 844 });
  await instructorPage.goto('/instructor-dashboard/opportunities');
  await field(instructorPage, 'Buscar').fill(`suplencia ${tag}`);
  const cards = instructorPage.getByTestId('opportunity-card').filter({ hasText: titulo });
  await expect(cards).toHaveCount(1);
  await expect(instructorPage.getByTestId('opportunity-card')).toHaveCount(1);
  await expect(cards.getByTestId('resumen-bloque')).toHaveText(resumen);
  await shot(instructorPage, 'block-search-390');
  await cards.getByRole('button', { name: 'Postularme al bloque' }).click();
  await expectToast(instructorPage, 'Postulación enviada', 'Te has postulado a 8 fechas del bloque.');
  await expect(cards.getByRole('button', { name: 'Ya te has postulado' })).toBeDisabled();

  // The gym opens the block and accepts it whole.
  await gymCards.getByRole('link', { name: `Ver fechas: ${titulo}` }).click();
  await expect(gymPage).toHaveURL(/\/gym-dashboard\/offers\/blocks\/[0-9a-f-]{36}$/);
  await expect(gymPage.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
  const dates = gymPage.getByTestId('clase-bloque');
  await expect(dates).toHaveCount(8);
  await expect(dates.filter({ hasText: 'Abierta' })).toHaveCount(8);
  const applicant = gymPage.getByTestId('postulante-bloque').filter({ hasText: `Irene Bloques ${tag}` });
  await expect(applicant).toContainText('Se ha postulado a 8 de 8 fechas');
  await shot(gymPage, 'block-page-1280');
  await applicant.getByRole('button', { name: 'Aceptar bloque' }).click();
  await expectToast(gymPage, 'Bloque aceptado', 'Se han cubierto 8 clases.');
  await expect(dates.filter({ hasText: 'Cubierta' })).toHaveCount(8);
  await expect(dates.first()).toContainText(`Cubierta por Irene Bloques ${tag}`);
  await shot(gymPage, 'block-page-covered-1280');
  await gymPage.setViewportSize({ width: 390, height: 844 });
  await shot(gymPage, 'block-page-covered-390');
});
