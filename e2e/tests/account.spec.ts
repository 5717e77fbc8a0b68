// Cuenta y privacidad in both profiles (DECISIONS §2): change the password (other devices signed
// out), download the data as JSON, delete the account for good.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, field, signInViaApi, submitSignIn } from '../support/ui.ts';

type Account = { id: string; email: string; password: string };

async function signedInPage(browser: Browser, account: Account, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: E2E_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport,
  });
  const page = await context.newPage();
  await signInViaApi(page, account.email, account.password);
  return page;
}

/** The "Cuenta y privacidad" card of the profile screen. */
const accountCard = (page: Page) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Cuenta y privacidad', level: 2 }) })
    .last();

async function openAccountSection(page: Page, profilePath: string) {
  await page.goto(profilePath);
  const card = accountCard(page);
  await expect(card.getByRole('heading', { name: 'Cuenta y privacidad' })).toBeVisible();
  return card;
}

const signInStatus = async (page: Page, email: string, password: string) =>
  (await page.request.post('/api/auth/sign-in', { data: { email, password } })).status();

test.describe('Cuenta y privacidad', () => {
  test('cambiar la contraseña: la antigua deja de valer y los demás dispositivos se cierran', async ({
    browser,
    request,
  }) => {
    const instructor = await createInstructor(request, { nombre: 'Clara Cambia' });
    const page = await signedInPage(browser, instructor);
    const otherDevice = await signedInPage(browser, instructor);
    await otherDevice.goto('/instructor-dashboard/dashboard');
    await expect(otherDevice).toHaveURL(/\/instructor-dashboard\/dashboard$/);

    const card = await openAccountSection(page, '/instructor-dashboard/profile');
    const form = card.getByRole('form', { name: 'Cambiar contraseña' });
    await expect(form.getByLabel('Cerrar sesión en los demás dispositivos')).toBeChecked();

    // Checked in the browser first, then the wrong current password by the server.
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('Introduce tu contraseña actual.')).toBeVisible();
    await field(form, 'Contraseña actual').fill('No-es-la-mia-1');
    await field(form, 'Nueva contraseña').fill('NuevaClave2026');
    await field(form, 'Repite la nueva contraseña').fill('OtraClave2026');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await field(form, 'Repite la nueva contraseña').fill('NuevaClave2026');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

    await field(form, 'Contraseña actual').fill(instructor.password);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectToast(page, 'Contraseña actualizada', 'Hemos cerrado la sesión en tus demás dispositivos.');
    await expect(field(form, 'Contraseña actual')).toHaveValue('');

    // This tab stays signed in; the other device is sent to /login on its next page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
    await otherDevice.goto('/instructor-dashboard/profile');
    await expect(otherDevice).toHaveURL(/\/login$/);

    const fresh = await browser.newContext({ baseURL: E2E_URL });
    const probe = await fresh.newPage();
    expect(await signInStatus(probe, instructor.email, instructor.password)).toBe(401);
    expect(await signInStatus(probe, instructor.email, 'NuevaClave2026')).toBe(200);
    await fresh.close();
    await page.context().close();
    await otherDevice.context().close();
  });

  test('descargar mis datos: un JSON con la cuenta y sus ofertas', async ({ browser, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Descarga' });
    await createOffer(request, { gymId: gym.id, titulo: 'Oferta para descargar', inDays: 5 });
    const page = await signedInPage(browser, gym);
    const card = await openAccountSection(page, '/gym-dashboard/profile');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fitcover-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.cuenta).toMatchObject({ id: gym.id, email: gym.email, nombre: 'Gimnasio Descarga', rol: 'gimnasio' });
    expect(data.secciones.ofertas.map((offer: { titulo: string }) => offer.titulo)).toEqual(['Oferta para descargar']);
    expect(data.secciones.sesiones.some((session: { actual: boolean }) => session.actual)).toBe(true);
    await expectToast(page, 'Descarga preparada');
    await page.context().close();
  });

  test('eliminar la cuenta: no puede volver a entrar y el chat del gimnasio muestra "Usuario eliminado"', async ({
    browser,
    request,
  }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Testigo' });
    const instructor = await createInstructor(request, { nombre: 'Bruno Se Va', especialidades: ['Pilates'] });
    const offer = await createOffer(request, { gymId: gym.id, titulo: 'Yoga de despedida', inDays: 5 });
    await createApplication(request, { ofertaId: offer.id, instructorId: instructor.id });
    const gymPage = await signedInPage(browser, gym);
    const sent = await gymPage.request.post(`/api/chat/conversations/${instructor.id}/messages`, {
      data: { mensaje: 'Hola Bruno, ¿confirmas la clase?' },
      headers: { Origin: E2E_URL },
    });
    expect(sent.ok()).toBe(true);

    const page = await signedInPage(browser, instructor);
    const card = await openAccountSection(page, '/instructor-dashboard/profile');
    await card.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' });
    await expect(dialog).toContainText(
      'tus mensajes y valoraciones, que los demás verán firmados por "Usuario eliminado"',
    );
    await expect(dialog).toContainText('tus postulaciones pendientes se retiran');
    await expect(dialog).toContainText('los pagos y facturas, durante el plazo que exige la ley');

    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect(dialog.getByText('Introduce tu contraseña para confirmar.')).toBeVisible();
    await field(dialog, 'Contraseña').fill('No-es-la-mia-1');
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
    // Cancelar keeps everything.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await field(dialog, 'Contraseña').fill(instructor.password);
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expectToast(page, 'Cuenta eliminada');
    await expect(page).toHaveURL(`${E2E_URL}/`);
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();

    // The old credentials no longer sign in.
    await page.goto('/login');
    await submitSignIn(page, instructor.email, instructor.password);
    await expectToast(page, 'Sign in Failed', 'Email o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);

    // The gym keeps the conversation, now with "Usuario eliminado", and cannot write any more.
    await gymPage.goto(`/chat?with=${instructor.id}`);
    await expect(gymPage.getByRole('heading', { name: 'Usuario eliminado' })).toBeVisible();
    await expect(gymPage.getByRole('log')).toContainText('Hola Bruno, ¿confirmas la clase?');
    await expect(gymPage.getByLabel('Escribe un mensaje')).toHaveCount(0);
    const conversations = gymPage.getByRole('region', { name: 'Conversaciones' });
    await expect(conversations.getByRole('link', { name: /Usuario eliminado/ })).toBeVisible();
    await expect(gymPage.getByText('Bruno Se Va')).toHaveCount(0);

    await page.context().close();
    await gymPage.context().close();
  });

  test('la sección se ve y se usa en el móvil @phone', async ({ browser, request }, testInfo) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Móvil' });
    const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
    const page = await signedInPage(browser, gym, viewport);
    const card = await openAccountSection(page, '/gym-dashboard/profile');
    await card.scrollIntoViewIfNeeded();

    const form = card.getByRole('form', { name: 'Cambiar contraseña' });
    for (const label of ['Contraseña actual', 'Nueva contraseña', 'Repite la nueva contraseña']) {
      const input = field(form, label);
      await expect(input).toBeVisible();
      const box = (await input.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    for (const name of ['Cambiar contraseña', 'Descargar mis datos', 'Eliminar cuenta']) {
      const box = (await card.getByRole('button', { name, exact: true }).boundingBox())!;
      // Touch targets of at least 44 px, inside the screen.
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `/tmp/shots-p/account-${viewport.width}.png`, fullPage: true });

    await card.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' });
    await expect(dialog).toContainText('tu suscripción no se renovará');
    await expect(dialog.getByRole('button', { name: 'Eliminar definitivamente' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expect(dialog.getByText('Se borra o anonimiza:')).toBeInViewport();
    await page.screenshot({ path: `/tmp/shots-p/account-dialog-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });
});
