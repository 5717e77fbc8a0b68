// Cambiar email in Cuenta y privacidad (issue 15 item 3): the current password is asked, a link
// goes to the new address and a warning to the old one, nothing changes until the link is opened,
// and then the other devices are signed out.
import { expect, test, type Browser } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createGym, uniqueEmail } from '../support/factories.ts';
import { linkFromMail, mailsTo } from '../support/outbox.ts';
import { expectToast, field, signInViaApi } from '../support/ui.ts';

async function signedInPage(browser: Browser, account: { email: string; password: string }, width = 1280) {
  const context = await browser.newContext({ baseURL: E2E_URL, locale: 'es-ES', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, account.email, account.password);
  return page;
}

test('cambiar el email: se confirma desde la nueva dirección y los demás dispositivos se cierran @phone', async ({
  browser,
  request,
}, testInfo) => {
  const gym = await createGym(request, { nombre: 'Gimnasio Cambia Email' });
  const width = testInfo.project.name === 'phone' ? 390 : 1280;
  const page = await signedInPage(browser, gym, width);
  const otherDevice = await signedInPage(browser, gym);
  await otherDevice.goto('/gym-dashboard/dashboard');
  await expect(otherDevice.getByRole('heading', { name: /Hola/ })).toBeVisible();

  await page.goto('/gym-dashboard/profile');
  const form = page.getByRole('form', { name: 'Cambiar email' });
  await expect(form.getByText(`Tu email actual es ${gym.email}.`)).toBeVisible();
  const nuevo = uniqueEmail('gimnasio-nuevo');

  await form.getByRole('button', { name: 'Cambiar email' }).click();
  await expect(form.getByText('Introduce el nuevo email.')).toBeVisible();
  await field(form, 'Nuevo email').fill(nuevo);
  await field(form, 'Contraseña actual').fill('No-es-la-mia-1');
  await form.getByRole('button', { name: 'Cambiar email' }).click();
  await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await field(form, 'Contraseña actual').fill(gym.password);
  await form.getByRole('button', { name: 'Cambiar email' }).click();
  await expectToast(page, 'Revisa tu nuevo email', new RegExp(nuevo.replace(/[.+]/g, '\\$&')));
  await page.screenshot({ path: testInfo.outputPath(`email-change-${width}.png`), fullPage: false });
  expect(mailsTo(gym.email).some((raw) => raw.includes(nuevo))).toBe(true);

  // Nothing has changed yet.
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Cambiar email' }).getByText(`Tu email actual es ${gym.email}.`),
  ).toBeVisible();

  const link = await linkFromMail(nuevo, '/confirm-email-change');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: '¡Email cambiado!' })).toBeVisible();
  await expect(page.getByText(`Tu cuenta usa ahora ${nuevo}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi panel' }).click();
  await expect(page).toHaveURL(/\/gym-dashboard/);

  // The other device is sent to sign in (its live socket was closed with its session).
  await expect(otherDevice).toHaveURL(/\/login/);

  // The link served once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Este enlace ya se ha usado', { exact: false })).toBeVisible();

  await page.goto('/gym-dashboard/profile');
  await expect(
    page.getByRole('form', { name: 'Cambiar email' }).getByText(`Tu email actual es ${nuevo}.`),
  ).toBeVisible();
});
