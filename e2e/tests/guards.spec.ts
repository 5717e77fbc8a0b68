import { expect, test } from '@playwright/test';
import { createGym, createInstructor } from '../support/factories.ts';
import { signInViaApi, signInViaUi, submitSignIn } from '../support/ui.ts';

test.describe('rutas protegidas', () => {
  test('sin sesión, las áreas privadas y el chat llevan a /login', async ({ page }) => {
    for (const path of [
      '/gym-dashboard',
      '/gym-dashboard/offers',
      '/instructor-dashboard',
      '/admin-dashboard',
      '/chat',
    ]) {
      await page.goto(path);
      await expect(page, `${path} sin sesión`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    }
  });

  test('tras iniciar sesión, vuelve a la página de su área que pidió', async ({ page, request }) => {
    const gym = await createGym(request);
    await page.goto('/gym-dashboard/notifications');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, gym.email, gym.password);
    await expect(page).toHaveURL(/\/gym-dashboard\/notifications$/);
  });

  test('un instructor que abre el área del gimnasio acaba en su propio panel', async ({ page, request }) => {
    const instructor = await createInstructor(request);
    await signInViaUi(page, instructor.email, instructor.password, /\/instructor-dashboard\/dashboard$/);
    await page.goto('/gym-dashboard/offers');
    await expect(page).toHaveURL(/\/instructor-dashboard\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible();
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/instructor-dashboard\/[a-z-]+$/);
  });

  test('un gimnasio que abre el área de administración acaba en su propio panel', async ({ page, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Guardas' });
    await signInViaApi(page, gym.email, gym.password);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/gym-dashboard\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Gimnasio Guardas!' })).toBeVisible();
    await page.goto('/instructor-dashboard/opportunities');
    await expect(page).toHaveURL(/\/gym-dashboard\/[a-z-]+$/);
  });

  test('el servidor también rechaza las llamadas de otro rol', async ({ page, request }) => {
    const gym = await createGym(request);
    await signInViaApi(page, gym.email, gym.password);
    const own = await page.request.get('/api/gym/dashboard');
    expect(own.status()).toBe(200);
    const foreign = await page.request.get('/api/instructor/dashboard');
    expect(foreign.status()).toBe(403);
    const anonymous = await request.get('/api/gym/dashboard');
    expect(anonymous.status()).toBe(401);
  });

  test('una ruta desconocida muestra el 404 en español con un enlace al inicio', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.getByText('La página que buscas no existe o se ha movido.')).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '¿Quién eres?' })).toBeVisible();
  });
});
