import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/factories.ts';
import { linkFromMail, mailsTo } from '../support/outbox.ts';
import { expectToast, field, statCard, submitSignIn } from '../support/ui.ts';

test('un gimnasio se registra, confirma su email, inicia sesión y ve su panel', async ({ page }) => {
  const email = uniqueEmail('gym-registro');
  const password = 'Gimnasio2025!';
  const gymName = `Gimnasio Mallorca ${email.slice(13, 21)}`;

  // Landing → sign-up as a gym.
  await page.goto('/');
  await page.getByRole('link', { name: /Soy un Gimnasio/ }).click();
  await expect(page).toHaveURL(/\/register\?type=gym$/);
  await expect(page.getByRole('button', { name: 'Soy un Gimnasio' })).toHaveAttribute('aria-pressed', 'true');

  await field(page, 'Nombre del Gimnasio').fill(gymName);
  const address = field(page, 'Dirección (Ciudad, Calle)');
  await address.fill('Barcelona, Carrer de Mallorca 200');
  await address.blur();
  await expectToast(page, 'Ubicación encontrada', /Lat: 41\.\d{4}, Lng: 2\.\d{4}$/);

  await field(page, 'Persona de contacto').fill('Laura Gómez');
  await field(page, 'Email').fill(email);
  await field(page, 'Teléfono').fill('+34 600 123 456');
  await field(page, 'Contraseña').fill(password);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Crear Cuenta de Gimnasio' }).click();

  await expectToast(page, '¡Registro exitoso!', 'Revisa tu email para confirmar tu cuenta. Serás redirigido.');
  await expect(page).toHaveURL(/\/login\?type=gym$/);

  // Not confirmed yet: sign-in is refused with a way to resend the confirmation.
  await submitSignIn(page, email, password);
  const notice = page.getByRole('alert').filter({ hasText: 'Debes confirmar tu email antes de iniciar sesión' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/login\?type=gym$/);
  await notice.getByRole('button', { name: 'Reenviar email de confirmación' }).click();
  await expectToast(page, 'Email de confirmación enviado');
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.includes('/verify-email')).length)
    .toBeGreaterThanOrEqual(2);

  // The confirmation link from the outbox confirms the account.
  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: '¡Email confirmado!' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login\?confirmado=1$/);
  await expect(page.getByText('¡Tu email está confirmado! Ya puedes iniciar sesión.')).toBeVisible();

  // Sign in → the gym's dashboard with its four cards.
  await submitSignIn(page, email, password);
  await expectToast(page, '¡Sesión iniciada!', 'Redirigiendo a tu panel...');
  await expect(page).toHaveURL(/\/gym-dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `¡Hola, ${gymName}!` })).toBeVisible();
  await expect(page.getByText(`Hola, ${gymName}`, { exact: true })).toBeVisible();
  await expect(statCard(page, 'Ofertas Publicadas')).toContainText('0');
  await expect(statCard(page, 'Nuevos Postulados')).toContainText('0');
  await expect(statCard(page, 'Plan Actual')).toContainText('Básico');
  await expect(statCard(page, 'Clases Cubiertas')).toContainText('0');
  await expect(page.getByText('No hay actividad reciente.')).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Navegación del panel' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Resumen',
    'Ofertas',
    'Postulados',
    'Instructores',
    'Mis instructores',
    'Calendario',
    'Suscripción',
    'Pagos',
    'Notificaciones',
    'Valoraciones',
    'Mensajes',
    'Perfil Gym',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');

  // Sign out → /login, and the area is closed again.
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  await page.goto('/gym-dashboard/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
