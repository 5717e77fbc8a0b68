// "Continuar con Google" (issue 15 item 2) through a local OpenID Connect provider standing in
// for Google (e2e/server.mjs): the browser leaves for the provider's page, chooses an account
// and comes back. A new account completes its profile before any area opens; an existing one
// with that e-mail is linked and lands in its area.
import { expect, test } from '@playwright/test';
import { createGym, uniqueEmail } from '../support/factories.ts';
import { expectToast, field } from '../support/ui.ts';

async function continueWithGoogle(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  // The provider's own page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
  expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL!).port);
  await page.getByLabel('Correo de la cuenta').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('una instructora entra con Google por primera vez y completa su perfil antes de ver su panel @phone', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('instructora-google');
  await continueWithGoogle(page, email);

  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('heading', { name: 'Completa tu perfil' })).toBeVisible();
  await expect(page.getByText(`Has entrado con Google como ${email}.`)).toBeVisible();
  await expect(field(page, 'Nombre Completo')).toHaveValue(email.split('@')[0]!);
  await expect(page.getByLabel('Contraseña')).toHaveCount(0);

  // No area opens until the profile is complete.
  await page.goto('/instructor-dashboard/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/complete-profile');

  await page.getByRole('button', { name: 'Completar perfil' }).click();
  await expectToast(page, 'Campo requerido', 'Por favor, completa el campo "Dirección (Ciudad, Calle)".');
  await field(page, 'Nombre Completo').fill('Lucía Google');
  const address = field(page, 'Dirección (Ciudad, Calle)');
  await address.fill('Sevilla, Calle Sierpes 12');
  await address.blur();
  await field(page, 'Años de experiencia').fill('5');
  await page.getByRole('group', { name: 'Especialidades' }).getByRole('button', { name: 'Zumba' }).click();
  await field(page, 'Teléfono').fill('+34 633 444 555');
  await page.screenshot({
    path: testInfo.outputPath(`completa-tu-perfil-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Completar perfil' }).click();
  await expectToast(page, 'Términos no aceptados');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Completar perfil' }).click();

  await expectToast(page, '¡Perfil completado!');
  await expect(page).toHaveURL(/\/instructor-dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Lucía Google!' })).toBeVisible();

  // Next time Google leads straight to the panel.
  await page.context().clearCookies();
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/instructor-dashboard\/dashboard$/);
});

test('un gimnasio que ya tenía cuenta entra con Google y llega a su panel, con la misma cuenta', async ({
  page,
  request,
}) => {
  const gym = await createGym(request, { nombre: 'Gimnasio Enlazado' });
  await continueWithGoogle(page, gym.email);
  await expect(page).toHaveURL(/\/gym-dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Gimnasio Enlazado!' })).toBeVisible();
  // The password still works as before.
  const again = await request.post('/api/auth/sign-in', { data: { email: gym.email, password: gym.password } });
  expect(again.status()).toBe(200);
});

test('en una conexión lenta, «Continuar con Google» espera a la configuración y no dice que no existe', async ({
  page,
}) => {
  // The page is on screen and hydrated while the server's configuration is still on its way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/config', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Continuar con Google' });
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  await expect(button).toBeDisabled();
  release();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
});

test('un acceso con Google que no empezó en este navegador se rechaza con un aviso en español', async ({ page }) => {
  await page.goto('/api/auth/provider/callback/google?code=robado&state=ajeno0123456789ajeno0123456789ab');
  await expect(page).toHaveURL(/\/login\?error=state_/);
  await expect(page.getByRole('alert')).toContainText('no se inició en este navegador');
});
