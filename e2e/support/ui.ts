// Small UI helpers shared by the journeys: toasts (sonner) and signing in.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_URL } from './env.ts';

/**
 * The sonner toast whose title matches `title` (and whose description matches `description`, if
 * given). Only the front toast is visible (visibleToasts = 1): sonner marks it data-visible="true".
 */
export function toast(page: Page, title: string | RegExp, description?: string | RegExp): Locator {
  let locator = page
    .locator('[data-sonner-toast][data-visible="true"]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
  if (description !== undefined)
    locator = locator.filter({ has: page.locator('[data-description]', { hasText: description }) });
  return locator;
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<Locator> {
  const found = toast(page, title, description).first();
  await expect(found).toBeVisible();
  return found;
}

/**
 * A form control by its visible label. Required fields append an aria-hidden "*" to the label
 * text, so the match allows it; anchoring keeps "Contraseña" from matching "Mostrar contraseña".
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** Fills the sign-in form (the page must already show it) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Iniciar Sesión', exact: true }) });
  await field(form, 'Email').fill(email);
  await field(form, 'Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
}

/** Signs in through /login and waits for the role's dashboard. */
export async function signInViaUi(page: Page, email: string, password: string, dashboard: RegExp): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expectToast(page, '¡Sesión iniciada!', 'Redirigiendo a tu panel...');
  await expect(page).toHaveURL(dashboard);
}

/** Signs in through the API with the page's cookie jar (faster set-up when sign-in is not what is tested). */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password, rememberMe: false } });
  expect(response.ok(), `sign-in failed: ${response.status()} ${await response.text()}`).toBe(true);
}

/** A page in a fresh browser context (Spanish, Madrid time), signed in as `account` through the API. */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<Page> {
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

/** The stat card (label + value) of a dashboard. */
export function statCard(page: Page, label: string): Locator {
  return page.locator('main').getByText(label, { exact: true }).locator('..');
}

/**
 * Waits until React has taken over the page's server-rendered HTML (ADR 0025): a link tapped
 * before that is a plain page load, which pushes a history entry where the app would replace one.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
