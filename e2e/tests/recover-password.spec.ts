import { expect, test } from '@playwright/test';
import { createGym } from '../support/factories.ts';
import { linkFromMail } from '../support/outbox.ts';
import { expectToast, field, signInViaUi, submitSignIn, toast } from '../support/ui.ts';

test('un gimnasio recupera su contraseña con el enlace del correo', async ({ page, request }) => {
  const gym = await createGym(request, { nombre: 'Gimnasio Recuperación' });
  const newPassword = 'NuevaClave2025!';

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
  // The URL changes before the page's code has arrived; the sign-in form (with its own Email
  // field) stays on screen until then, so wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' })).toBeVisible();
  await field(page, 'Email').fill(gym.email);
  await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expectToast(
    page,
    'Correo de recuperación enviado',
    'Si tu cuenta existe, recibirás un correo con instrucciones.',
  );
  await expect(page.getByRole('heading', { name: 'Correo de recuperación enviado' })).toBeVisible();

  const resetLink = await linkFromMail(gym.email, '/reset-password');
  expect(resetLink).toMatch(/\/reset-password\?token=/);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Crea una contraseña nueva' })).toBeVisible();

  // The two fields must agree.
  await field(page, 'Nueva contraseña').fill(newPassword);
  await field(page, 'Repite la contraseña').fill('OtraClave2025!');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();

  await field(page, 'Repite la contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expectToast(page, 'Contraseña actualizada');
  await expect(page).toHaveURL(/\/login\?restablecida=1$/);
  await expect(page.getByText('Tu contraseña se ha cambiado. Inicia sesión con la nueva contraseña.')).toBeVisible();

  // The old password no longer works…
  await submitSignIn(page, gym.email, gym.password);
  await expect(toast(page, /.+/, 'Email o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?restablecida=1$/);

  // …the new one does.
  await signInViaUi(page, gym.email, newPassword, /\/gym-dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Gimnasio Recuperación!' })).toBeVisible();
});

test('el enlace de recuperación solo sirve una vez', async ({ page, request }) => {
  const gym = await createGym(request);
  await page.goto('/recover-password');
  await field(page, 'Email').fill(gym.email);
  await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expect(page.getByRole('heading', { name: 'Correo de recuperación enviado' })).toBeVisible();
  const resetLink = await linkFromMail(gym.email, '/reset-password');

  await page.goto(resetLink);
  await field(page, 'Nueva contraseña').fill('PrimeraNueva2025!');
  await field(page, 'Repite la contraseña').fill('PrimeraNueva2025!');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login\?restablecida=1$/);

  // The same link, opened again.
  const other = page;
  await other.goto(resetLink);
  await field(other, 'Nueva contraseña').fill('SegundaNueva2025!');
  await field(other, 'Repite la contraseña').fill('SegundaNueva2025!');
  await other.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(other.getByText('Enlace no válido o caducado')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
    'href',
    '/recover-password',
  );
});

test('pedir la recuperación de un email desconocido da la misma respuesta', async ({ page }) => {
  await page.goto('/recover-password');
  await field(page, 'Email').fill('nadie-registrado@example.test');
  await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expectToast(
    page,
    'Correo de recuperación enviado',
    'Si tu cuenta existe, recibirás un correo con instrucciones.',
  );
});
