import { expect, test } from '@playwright/test';

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' });

test.describe('sitio público', () => {
  test('la portada tiene título, descripción y las dos entradas por rol', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('FitCover · Tu clase nunca se detiene');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /FitCover conecta gimnasios con instructores/,
    );
    await expect(page.getByRole('heading', { name: '¿Quién eres?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Soy un Gimnasio/ })).toHaveAttribute('href', '/register?type=gym');
    await expect(page.getByRole('link', { name: /Soy un Instructor/ })).toHaveAttribute(
      'href',
      '/register?type=instructor',
    );
  });

  test('los enlaces de la barra llevan a páginas con contenido', async ({ page }) => {
    await page.goto('/contact');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');

    const pages: Array<{ link: string; url: RegExp; heading: string | RegExp; cards?: string[] }> = [
      { link: 'Inicio', url: /\/$/, heading: /Tu clase/ },
      {
        link: 'Para Gimnasios',
        url: /\/gym-info$/,
        heading: 'Que ninguna baja deje una sala vacía',
        cards: ['Cobertura instantánea de clases', 'Red de talento', 'Gestión simplificada', 'Flexibilidad total'],
      },
      {
        link: 'Para Instructores',
        url: /\/instructor-info$/,
        heading: 'Más clases, más cerca, a tu ritmo',
        cards: [
          'Nuevas oportunidades',
          'Pagos seguros y rápidos',
          'Flexibilidad geográfica',
          'Construye tu reputación',
        ],
      },
      { link: 'Contacto', url: /\/contact$/, heading: 'Contacta con nosotros' },
    ];
    for (const target of pages) {
      await nav.getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: target.link, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
      for (const card of target.cards ?? [])
        await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }

    // The call to action of the gym page leads to the gym sign-up.
    await nav.getByRole('link', { name: 'Para Gimnasios', exact: true }).click();
    await page
      .locator('main')
      .getByRole('link', { name: /Registrar mi gimnasio/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register\?type=gym$/);
  });

  test('la barra se vuelve opaca al desplazarse y cada navegación empieza arriba', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');

    // Footer link from the bottom of the page → the new page starts at the top.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Preguntas Frecuentes' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('el FAQ mantiene una sola respuesta abierta en cada pestaña', async ({ page }) => {
    await page.goto('/faq');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['General', 'Registro y perfil', 'Instructores', 'Gimnasios', 'Seguridad y pagos']);
    const panel = page.getByRole('tabpanel');
    const questions = panel.locator('button[aria-expanded]');
    const expanded = panel.locator('button[aria-expanded="true"]');

    for (const name of ['General', 'Registro y perfil', 'Instructores', 'Gimnasios', 'Seguridad y pagos']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(await expanded.count()).toBeLessThanOrEqual(1);
      expect(await questions.count()).toBeGreaterThanOrEqual(2);
      // Opening the second question closes the first.
      await questions.nth(1).click();
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(expanded).toHaveCount(1);
      const answerId = await questions.nth(1).getAttribute('aria-controls');
      await expect(page.locator(`[id="${answerId}"]`)).toBeVisible();
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(expanded).toHaveCount(1);
      // Clicking the open one closes it.
      await questions.nth(0).click();
      await expect(expanded).toHaveCount(0);
    }
  });

  test('en un móvil lento, los toques en el FAQ antes de que cargue la página no se pierden', async ({ page }) => {
    // The prerendered page shows at once; its scripts arrive a second and a half later.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Not waiting for the load event, which would wait for the scripts: a person taps at once.
    await page.goto('/faq', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Gimnasios' }).click();
    await expect(page.getByRole('tab', { name: 'Gimnasios' })).toHaveAttribute('aria-selected', 'true');
    const question = page.getByRole('tabpanel').locator('button[aria-expanded]').nth(1);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('los enlaces legales del pie llevan a páginas fechadas el 18 de julio de 2025', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Barcelona, España')).toBeVisible();
    await expect(footer.getByText('© 2025 FitCover')).toBeVisible();
    for (const [link, url, heading] of [
      ['Términos y Condiciones', /\/terms$/, 'Términos y Condiciones'],
      ['Política de Privacidad', /\/privacy$/, 'Política de Privacidad'],
    ] as const) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main').getByText('18 de julio de 2025')).toBeVisible();
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
    }
    await expect(page.locator('main')).toContainText('Barcelona');
  });

  test('en el móvil el menú se despliega y se cierra al elegir un enlace @phone', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    if (!isMobile) {
      // Desktop: the links are always there and there is no toggle.
      await expect(toggle).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Para Instructores', exact: true })).toBeVisible();
      return;
    }
    const menu = page.locator('#menu-movil');
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Para Gimnasios', exact: true })).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toContainText([
      'Inicio',
      'Para Gimnasios',
      'Para Instructores',
      'Contacto',
      'Iniciar Sesión',
      'Registrarse',
    ]);

    await menu.getByRole('link', { name: 'Para Gimnasios', exact: true }).click();
    await expect(page).toHaveURL(/\/gym-info$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Que ninguna baja deje una sala vacía' })).toBeVisible();

    // Toggling twice closes it without navigating.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/gym-info$/);
  });
});
