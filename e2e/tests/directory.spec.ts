import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, field, signedInPage } from '../support/ui.ts';

// Talent directory (issue 21): a gym finds an instructor in Instructores by words, specialty and
// distance, opens the profile and invites them to an open offer; the instructor opens the
// notification on the phone and applies. Hiding from the directory removes them from it.
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });

test('directorio: el gimnasio encuentra e invita; la instructora se postula desde la notificación', async ({
  browser,
  request,
}) => {
  const tag = randomUUID().slice(0, 6);
  const nombre = `Nora Directorio ${tag}`;
  const titulo = `Pilates suelo ${tag}`;
  const gym = await createGym(request, {
    nombre: `Gimnasio Talento ${tag}`,
    direccion: 'Barcelona, Carrer de Mallorca 200',
  });
  const instructor = await createInstructor(request, {
    nombre,
    especialidades: ['Pilates', 'Yoga'],
    direccion: 'Badalona, Carrer de Mar 20',
  });
  await createInstructor(request, { nombre: `Otro Directorio ${tag}`, especialidades: ['Zumba'] });
  await createOffer(request, { gymId: gym.id, titulo, especialidad: 'Pilates', inDays: 4, hora: '19:00' });

  const gymPage = await signedInPage(browser, gym, { width: 1280, height: 900 });
  await gymPage.goto('/gym-dashboard/dashboard');
  await gymPage
    .getByRole('navigation', { name: 'Navegación del panel' })
    .getByRole('link', { name: 'Instructores', exact: true })
    .click();
  await expect(gymPage).toHaveURL(/\/gym-dashboard\/instructors$/);
  await expect(gymPage.getByRole('heading', { name: 'Instructores', level: 1 })).toBeVisible();

  await field(gymPage, 'Buscar por nombre o biografía').fill(`directorio ${tag}`);
  await field(gymPage, 'Especialidad').selectOption('Pilates');
  await field(gymPage, 'Distancia desde tu gimnasio').selectOption('25');
  await gymPage.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(gymPage).toHaveURL(/especialidad=Pilates/);
  const cards = gymPage.getByTestId('directory-card');
  await expect(cards).toHaveCount(1);
  const card = cards.filter({ hasText: nombre });
  await expect(card).toContainText('Badalona');
  await expect(card).toContainText(/a \d+ km/);
  await expect(card).not.toContainText('Carrer de Mar');
  await expect(card.getByTestId('reliability')).toHaveText(/Nuevo/);
  await shot(gymPage, 'directory-1280');

  // Ver Perfil opens the public profile; back returns to the same search.
  await card.getByRole('link', { name: 'Ver Perfil' }).click();
  await expect(gymPage).toHaveURL(new RegExp(`/gym-dashboard/instructors/${instructor.id}$`));
  await expect(gymPage.getByRole('heading', { name: nombre })).toBeVisible();
  await gymPage.goBack();
  await expect(cards.filter({ hasText: nombre })).toBeVisible();

  // Invitar a una oferta: pick the open offer, send.
  await card.getByRole('button', { name: 'Invitar a una oferta' }).click();
  const dialog = gymPage.getByRole('dialog', { name: `Invitar a ${nombre}` });
  await dialog.getByRole('radio', { name: new RegExp(titulo) }).check();
  await shot(gymPage, 'invite-dialog-1280');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expectToast(gymPage, 'Invitación enviada');
  await expect(dialog).toBeHidden();
  // A second invitation to the same offer cannot be picked (seen on a phone).
  await gymPage.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: 'Invitar a una oferta' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(titulo) })).toBeDisabled();
  await expect(dialog).toContainText('Ya invitado');
  await shot(gymPage, 'invite-dialog-390');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await shot(gymPage, 'directory-390');
  await gymPage.getByRole('button', { name: 'Filtros (2)' }).click();
  await expect(field(gymPage, 'Ciudad')).toBeVisible();
  await shot(gymPage, 'directory-filters-390');

  // The instructor, on the phone: the notification leads to the offer, where she applies.
  const instructorPage = await signedInPage(browser, instructor, { width: 390, height: 844 });
  await instructorPage.goto('/instructor-dashboard/dashboard');
  await bell(instructorPage).click();
  const item = instructorPage.getByRole('listitem').filter({ hasText: `te invita a postularte a «${titulo}»` });
  await expect(item).toBeVisible();
  await shot(instructorPage, 'invitation-notification-390');
  await item.getByRole('link', { name: 'Ver' }).click();
  await expect(instructorPage.getByRole('heading', { name: titulo, level: 2 })).toBeVisible();
  await instructorPage.getByRole('button', { name: 'Postularme' }).click();
  await expectToast(instructorPage, '¡Postulación enviada!');
  await shot(instructorPage, 'invited-offer-applied-390');

  // She hides from the directory: the gym no longer finds her.
  await instructorPage.goto('/instructor-dashboard/profile');
  const visibility = instructorPage.getByRole('switch', { name: 'Aparecer en el directorio de instructores' });
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await visibility.click();
  await expectToast(instructorPage, 'Preferencia guardada');
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await instructorPage.getByTestId('directory-visibility').scrollIntoViewIfNeeded();
  await shot(instructorPage, 'directory-visibility-390');
  await gymPage.reload();
  await expect(gymPage.getByText('No hay instructores que coincidan con tu búsqueda.')).toBeVisible();
});
