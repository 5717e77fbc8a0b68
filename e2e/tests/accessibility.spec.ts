// axe-core on every route of every role (public, gym, instructor, admin, chat, checkout, error
// pages) at 390 and 1280 px: no critical and no serious finding (issue 18). One sign-in per role;
// each role's test walks its routes in one page. An area's pages are read from its own
// navigation, so a page that joins an area's navigation is checked without touching this file.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { blocking, describeFindings, runAxe } from '../support/axe.ts';
import { E2E_ADMIN, E2E_URL } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer, createPastClass } from '../support/factories.ts';
import { signInViaApi } from '../support/ui.ts';

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

type Account = { id: string; email: string; password: string };

async function pageFor(browser: Browser, account: Account | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_URL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  if (account) await signInViaApi(page, account.email, account.password);
  return page;
}

/** Opens `route` at both widths and collects axe's critical and serious findings. */
async function check(page: Page, route: string, failures: string[]): Promise<void> {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Pages show their data (not a spinner) before they are judged.
    await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
    const found = blocking(await runAxe(page));
    if (found.length) failures.push(`${route} at ${viewport.width} px:\n${describeFindings(found)}`);
  }
}

/** The routes of an area's navigation, read from the area itself. */
async function areaRoutes(page: Page, home: string): Promise<string[]> {
  await page.setViewportSize(widths[1]!);
  await page.goto(home);
  const links = page.locator(`nav a[href^="${home}/"]`);
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  return [...new Set(hrefs)];
}

async function walk(page: Page, routes: string[]): Promise<void> {
  const failures: string[] = [];
  for (const route of routes) await check(page, route, failures);
  expect(failures, failures.join('\n\n')).toEqual([]);
}

/** A gym with an open offer, an applicant, a past class with both sides to review, a chat. */
async function seed(request: Parameters<typeof createGym>[0]) {
  const gym = await createGym(request, { nombre: 'Gimnasio Axe' });
  const instructor = await createInstructor(request, { nombre: 'Marta Axe', especialidades: ['Yoga', 'Pilates'] });
  const offer = await createOffer(request, { gymId: gym.id, titulo: 'Yoga Axe', especialidad: 'Yoga', inDays: 4 });
  await createApplication(request, { ofertaId: offer.id, instructorId: instructor.id });
  await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo: 'Pilates Axe' });
  return { gym, instructor };
}

test.describe('accessibility (axe) of every route', () => {
  // Each test walks a whole role (some twenty pages at two widths) with one sign-in.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  test('public site and error pages', async ({ browser }) => {
    const page = await pageFor(browser, null);
    await walk(page, [
      '/',
      '/gym-info',
      '/instructor-info',
      '/login',
      '/register',
      '/register?type=gym',
      '/recover-password',
      '/reset-password?token=token-de-prueba',
      '/verify-email?token=token-de-prueba',
      '/unsubscribe?token=token-de-prueba',
      '/contact',
      '/faq',
      '/support',
      '/terms',
      '/privacy',
      '/payment/success',
      '/payment/cancel',
      '/esta-pagina-no-existe',
    ]);
  });

  test('gym area, its chat and the test checkout', async ({ browser, request }) => {
    const { gym, instructor } = await seed(request);
    const page = await pageFor(browser, gym);
    const routes = await areaRoutes(page, '/gym-dashboard');
    // The test checkout of a single publication, as the subscription page opens it.
    const plans = await (await page.request.get('/api/gym/billing/plans')).json();
    const single = plans.products.find((product: { kind: string }) => product.kind === 'individual');
    const checkout = await page.request.post('/api/gym/billing/checkout', {
      data: { priceId: single?.prices[0]?.id },
      headers: { Origin: E2E_URL },
    });
    const checkoutUrl = checkout.ok() ? new URL((await checkout.json()).url, E2E_URL).pathname : null;
    await walk(page, [
      ...routes,
      `/gym-dashboard/instructors/${instructor.id}`,
      '/gym-dashboard/no-existe',
      '/chat',
      `/chat?with=${instructor.id}`,
      ...(checkoutUrl ? [checkoutUrl] : []),
    ]);
    expect(checkoutUrl, 'the test checkout page was opened').toMatch(/^\/payment\/test-checkout\//);
  });

  test('instructor area and its chat', async ({ browser, request }) => {
    const { gym, instructor } = await seed(request);
    const page = await pageFor(browser, instructor);
    const routes = await areaRoutes(page, '/instructor-dashboard');
    await walk(page, [...routes, '/instructor-dashboard/no-existe', '/chat', `/chat?with=${gym.id}`]);
  });

  test('admin area', async ({ browser }) => {
    const page = await pageFor(browser, { id: 'admin', ...E2E_ADMIN });
    const routes = await areaRoutes(page, '/admin-dashboard');
    await walk(page, [...routes, '/admin-dashboard/no-existe']);
  });
});
