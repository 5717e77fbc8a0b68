import { expect, test } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createInstructor } from '../support/factories.ts';
import { expectToast, signInViaApi } from '../support/ui.ts';
import { waitForServiceWorker } from '../support/push.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('la app instalable', () => {
  test('el manifiesto se lee con todos sus campos e iconos PNG reales', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'FitCover',
      short_name: 'FitCover',
      lang: 'es',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
    });
    expect(manifest.description).toMatch(/gimnasios e instructores/);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }
  });

  test('el service worker toma el control, nunca guarda /api y sin conexión muestra «Sin conexión»', async ({
    page,
    context,
  }) => {
    await page.goto('/faq');
    await waitForServiceWorker(page);
    // The app shell is precached; no cache holds an API answer.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page).toHaveTitle('Sin conexión · FitCover');
    // The API is never answered from a cache.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'respondida',
          () => 'sin red',
        ),
      ),
    ).toBe('sin red');

    await expect(page.getByRole('link', { name: 'Reintentar' })).toBeVisible();

    // Back online, the page reloads by itself into the page that had failed (on the online event,
    // or at its next check: it looks every 5 s).
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(`${E2E_URL}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sin conexión');
  });

  test('/app lleva a cada cual a su panel, o a iniciar sesión', async ({ page, request }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    const instructor = await createInstructor(request);
    await signInViaApi(page, instructor.email, instructor.password);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/instructor-dashboard\/dashboard$/);
    await page.goto('/app/notifications');
    await expect(page).toHaveURL(/\/instructor-dashboard\/notifications$/);
  });

  test('@phone «Instalar la app» usa el aviso del navegador o enseña los pasos del iPhone', async ({
    page,
    context,
    request,
  }) => {
    // Chromium may offer its own install prompt for this app: hide it, as Safari would not have one.
    await context.addInitScript(() =>
      window.addEventListener('beforeinstallprompt', (event) => event.isTrusted && event.stopImmediatePropagation()),
    );
    const instructor = await createInstructor(request);
    await signInViaApi(page, instructor.email, instructor.password);
    await page.goto('/instructor-dashboard/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^¡Hola/ })).toBeVisible();
    // On a phone the button lives in the menu; on a desktop in the sidebar.
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    const openMenu = async () => {
      if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) === 'false') {
        await menuButton.click();
      }
    };

    // No install prompt from the browser: the steps for an iPhone.
    await openMenu();
    await page.getByRole('button', { name: 'Instalar la app' }).filter({ visible: true }).click();
    const steps = page.getByRole('alertdialog', { name: 'Instala FitCover en tu iPhone' });
    await expect(steps).toContainText('Compartir → Añadir a pantalla de inicio');
    await steps.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(steps).toBeHidden();

    // A browser that offers its prompt (an event made here, since Chromium's own cannot be answered
    // headless): the button opens it.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await openMenu();
    await page.getByRole('button', { name: 'Instalar la app' }).filter({ visible: true }).click();
    await expectToast(page, 'FitCover instalada', 'Ábrela desde la pantalla de inicio de tu dispositivo.');
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  });
});
