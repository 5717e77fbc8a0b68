import { expect, test, type Page } from '@playwright/test';
import { createGym, uniqueEmail } from '../support/factories.ts';
import { expectToast, field, submitSignIn, toast } from '../support/ui.ts';

async function fillGymSignUp(page: Page, values: Partial<Record<string, string>>) {
  const defaults: Record<string, string> = {
    'Nombre del Gimnasio': 'Gimnasio Validación',
    'Dirección (Ciudad, Calle)': 'Barcelona, Carrer de Mallorca 200',
    'Persona de contacto': 'Laura Gómez',
    Email: uniqueEmail('gym-validacion'),
    Teléfono: '+34 600 123 456',
    Contraseña: 'Gimnasio2025!',
  };
  for (const [label, value] of Object.entries({ ...defaults, ...values })) {
    if (!value) continue;
    await field(page, label).fill(value);
    if (label === 'Dirección (Ciudad, Calle)') {
      // Let the geocoding toast come and go first, so it cannot cover the toast under test.
      await field(page, label).blur();
      await expectToast(page, 'Ubicación encontrada');
    }
  }
}

const submitGym = (page: Page) => page.getByRole('button', { name: 'Crear Cuenta de Gimnasio' }).click();
const terms = (page: Page) => page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ });

test.describe('validación de formularios', () => {
  test('inicio de sesión con campos vacíos', async ({ page }) => {
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in')) signInCalls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'Campos incompletos', 'Por favor, completa todos los campos.');
    await expect(page).toHaveURL(/\/login$/);

    // Only the e-mail filled is still incomplete: a second toast, and nothing is sent. Counted as
    // it is added: the first may already have gone (it lives 5 s), on a slow machine.
    await field(page, 'Email').fill('alguien@example.test');
    await page.evaluate(() => {
      const seen = { count: 0 };
      (window as unknown as { addedToasts: typeof seen }).addedToasts = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLElement && node.matches('[data-sonner-toast]')) seen.count++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'Campos incompletos', 'Por favor, completa todos los campos.');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { addedToasts: { count: number } }).addedToasts.count))
      .toBe(1);
    // One toast visible at once (the spec).
    expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/\/login$/);
    expect(signInCalls).toEqual([]);
  });

  test('en un móvil lento, lo que se escribe y se toca antes de que cargue la página no se pierde', async ({
    page,
  }) => {
    const account = await createGym(page.request);
    // The prerendered page shows at once; its scripts arrive a second and a half later.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Not waiting for the load event, which would wait for the scripts: a person starts at once.
    await page.goto('/login', { waitUntil: 'commit' });
    await field(page, 'Email').fill(account.email);
    await field(page, 'Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/gym-dashboard\/dashboard$/);
  });

  test('registro de gimnasio con un campo vacío', async ({ page }) => {
    await page.goto('/register?type=gym');
    await fillGymSignUp(page, { 'Persona de contacto': '' });
    await terms(page).check();
    await submitGym(page);
    await expectToast(page, 'Campo requerido', 'Por favor, completa el campo "Persona de contacto".');
    await expect(field(page, 'Persona de contacto')).toBeFocused();
    await expect(field(page, 'Persona de contacto')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register\?type=gym$/);
  });

  test('registro de instructor sin años de experiencia', async ({ page }) => {
    await page.goto('/register?type=instructor');
    await field(page, 'Nombre Completo').fill('Pablo Sanz');
    await field(page, 'Dirección (Ciudad, Calle)').fill('Valencia, Carrer de Colón 10');
    await field(page, 'Email').fill(uniqueEmail('instructor-validacion'));
    await field(page, 'Teléfono').fill('+34 611 000 111');
    await field(page, 'Contraseña').fill('Instructor2025!');
    await terms(page).check();
    await page.getByRole('button', { name: 'Crear Cuenta Gratuita' }).click();
    await expectToast(page, 'Campo requerido', 'Por favor, completa el campo "Años de experiencia".');
    await expect(page).toHaveURL(/\/register\?type=instructor$/);
  });

  test('registro con contraseña corta', async ({ page }) => {
    await page.goto('/register?type=gym');
    await fillGymSignUp(page, { Contraseña: 'corta1' });
    await terms(page).check();
    await submitGym(page);
    await expectToast(page, 'Contraseña inválida', 'La contraseña debe tener al menos 8 caracteres.');
    await expect(page).toHaveURL(/\/register\?type=gym$/);
  });

  test('registro sin aceptar los términos', async ({ page }) => {
    await page.goto('/register?type=gym');
    await fillGymSignUp(page, {});
    await expect(terms(page)).not.toBeChecked();
    await submitGym(page);
    await expectToast(
      page,
      'Términos no aceptados',
      'Debes aceptar los términos y la política de privacidad para continuar.',
    );
    await expect(page).toHaveURL(/\/register\?type=gym$/);
  });

  test('inicio de sesión con contraseña incorrecta', async ({ page, request }) => {
    const gym = await createGym(request);
    await page.goto('/login');
    await submitSignIn(page, gym.email, 'NoEsLaClave123');
    const error = toast(page, /.+/, 'Email o contraseña incorrectos.');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/login$/);
  });
});
