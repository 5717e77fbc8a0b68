import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/factories.ts';
import { linkFromMail } from '../support/outbox.ts';
import { expectToast, field, statCard, submitSignIn } from '../support/ui.ts';

test('un instructor se registra, confirma su email, inicia sesión y ve su panel @phone', async ({ page, isMobile }) => {
  const email = uniqueEmail('instructor-registro');
  const password = 'Instructor2025!';
  const name = `Marta Ruiz ${email.slice(20, 28)}`;

  await page.goto('/');
  await page.getByRole('link', { name: /Soy un Instructor/ }).click();
  await expect(page).toHaveURL(/\/register\?type=instructor$/);
  await expect(page.getByRole('button', { name: 'Soy Instructor' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Crear Cuenta Gratuita' })).toBeVisible();

  await field(page, 'Nombre Completo').fill(name);
  const address = field(page, 'Dirección (Ciudad, Calle)');
  await address.fill('Madrid, Calle de Alcalá 100');
  await address.blur();
  await expectToast(page, 'Ubicación encontrada', /Lat: 40\.\d{4}, Lng: -3\.\d{4}$/);

  await field(page, 'Años de experiencia').fill('6');
  await field(page, 'Enlaces (opcional)').fill('https://instagram.com/marta-entrena');
  const specialties = page.getByRole('group', { name: 'Especialidades' });
  for (const specialty of ['Yoga', 'HIIT', 'Pilates'])
    await specialties.getByRole('button', { name: specialty }).click();
  // A second click deselects a chip.
  await specialties.getByRole('button', { name: 'Pilates' }).click();
  await expect(specialties.getByRole('button', { name: 'Yoga' })).toHaveAttribute('aria-pressed', 'true');
  await expect(specialties.getByRole('button', { name: 'HIIT' })).toHaveAttribute('aria-pressed', 'true');
  await expect(specialties.getByRole('button', { name: 'Pilates' })).toHaveAttribute('aria-pressed', 'false');

  await field(page, 'Email').fill(email);
  await field(page, 'Teléfono').fill('+34 611 222 333');
  await field(page, 'Contraseña').fill(password);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Crear Cuenta Gratuita' }).click();

  await expectToast(page, '¡Registro exitoso!', 'Revisa tu email para confirmar tu cuenta.');
  await expect(page).toHaveURL(/\/login\?type=instructor$/);

  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: '¡Email confirmado!' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login\?confirmado=1$/);

  await submitSignIn(page, email, password);
  await expectToast(page, '¡Sesión iniciada!', 'Redirigiendo a tu panel...');
  await expect(page).toHaveURL(/\/instructor-dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `¡Hola, ${name}!` })).toBeVisible();
  await expect(statCard(page, 'Postulaciones Activas')).toContainText('0');
  await expect(statCard(page, 'Valoración Media')).toContainText('N/A');
  await expect(statCard(page, 'Ingresos (Est.)')).toContainText('0,00');
  await expect(statCard(page, 'Próximas Clases')).toContainText('0');

  const bottomBar = page.getByRole('navigation', { name: 'Accesos rápidos' });
  if (isMobile) {
    // Phone: the bottom bar shows the first five of the eight links; the rest live in the menu.
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link')).toHaveText([
      'Resumen',
      'Ofertas',
      'Mis Postulaciones',
      'Mi calendario',
      'Notificaciones',
    ]);
    expect(await bottomBar.getByRole('link').count()).toBeLessThanOrEqual(5);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link')).toHaveCount(8);
    await menu.getByRole('button', { name: 'Cerrar Sesión' }).click();
  } else {
    await expect(bottomBar).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navegación del panel' }).getByRole('link')).toHaveText([
      'Resumen',
      'Ofertas',
      'Mis Postulaciones',
      'Mi calendario',
      'Notificaciones',
      'Valoraciones',
      'Mensajes',
      'Mi Perfil',
    ]);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
});
