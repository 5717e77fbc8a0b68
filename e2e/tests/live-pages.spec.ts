// Pages that follow the live channel (issue 15 items 4 and 7): Postulados and Valoraciones update
// without a reload when an application or a review arrives, and an instructor whose application
// was closed because someone else got the class sees it pending again when that class reopens.
import { expect, test, type Page } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer, createPastClass } from '../support/factories.ts';
import { signedInPage } from '../support/ui.ts';

/** A request as the page's user (the other side's action, not what is tested). */
async function post(page: Page, path: string, data?: unknown) {
  const response = await page.request.post(path, { data, headers: { Origin: E2E_URL } });
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });
async function unreadOnBell(page: Page): Promise<number> {
  // The link's name is its own (visually hidden) text: "Notificaciones (3 sin leer)".
  const name = (await bell(page).textContent()) ?? '';
  return Number(/\((\d+) sin leer\)/.exec(name)?.[1] ?? 0);
}

test.describe('páginas en vivo', () => {
  test('Postulados muestra una postulación nueva sin recargar', async ({ browser, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Vivo' });
    const instructor = await createInstructor(request, { nombre: 'Iris En Vivo', especialidades: ['Pilates'] });
    const offer = await createOffer(request, { gymId: gym.id, titulo: 'Yoga en vivo', especialidad: 'Yoga' });
    const gymPage = await signedInPage(browser, gym);
    await gymPage.goto('/gym-dashboard/applicants');
    await expect(gymPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(gymPage.getByTestId('applicant-card')).toHaveCount(0);
    await gymPage.waitForLoadState('networkidle');

    const instructorPage = await signedInPage(browser, instructor);
    await post(instructorPage, `/api/offers/${offer.id}/apply`);

    const card = gymPage.getByTestId('applicant-card').filter({ hasText: 'Iris En Vivo' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Pendiente');
    await gymPage.context().close();
    await instructorPage.context().close();
  });

  test('Valoraciones muestra una valoración recibida sin recargar', async ({ browser, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Reseñas Vivo' });
    const instructor = await createInstructor(request, { nombre: 'Olga Valorada Vivo' });
    const clase = await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo: 'Zumba vivo' });
    const instructorPage = await signedInPage(browser, instructor);
    await instructorPage.goto('/instructor-dashboard/reviews');
    await expect(instructorPage.getByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible();
    await expect(instructorPage.getByTestId('review-card')).toHaveCount(0);
    await instructorPage.waitForLoadState('networkidle');

    const gymPage = await signedInPage(browser, gym);
    await post(gymPage, `/api/applications/${clase.aplicacionId}/review`, {
      puntuacion: 5,
      comentario: 'Clase redonda, volveremos a contar contigo.',
    });

    const received = instructorPage.getByTestId('review-card').filter({ hasText: 'Gimnasio Reseñas Vivo' });
    await expect(received).toContainText('Clase redonda, volveremos a contar contigo.');
    await expect(instructorPage.getByTestId('rating-summary')).toContainText('5,0');
    await gymPage.context().close();
    await instructorPage.context().close();
  });

  test('una clase que vuelve a abrirse deja la postulación pendiente y lo avisa en vivo @phone', async ({
    browser,
    request,
  }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Reabre' });
    const [ana, bea] = [
      await createInstructor(request, { nombre: 'Ana Aceptada Vivo', especialidades: ['Pilates'] }),
      await createInstructor(request, { nombre: 'Bea Espera Vivo', especialidades: ['Pilates'] }),
    ];
    const offer = await createOffer(request, { gymId: gym.id, titulo: 'Yoga que vuelve', especialidad: 'Yoga' });
    const chosen = await createApplication(request, { ofertaId: offer.id, instructorId: ana.id });
    await createApplication(request, { ofertaId: offer.id, instructorId: bea.id });
    const gymPage = await signedInPage(browser, gym);
    await post(gymPage, `/api/gym/applications/${chosen.id}/accept`);

    const beaPage = await signedInPage(browser, bea, { width: 390, height: 844 });
    await beaPage.goto('/instructor-dashboard/my-applications');
    const card = beaPage.getByTestId('application-card').filter({ hasText: 'Yoga que vuelve' });
    await expect(card).toContainText('Rechazada');
    await expect(card).toContainText('El gimnasio eligió a otro instructor');
    await beaPage.waitForLoadState('networkidle');
    const unreadBefore = await unreadOnBell(beaPage);

    const anaPage = await signedInPage(browser, ana);
    await post(anaPage, `/api/instructor/applications/${chosen.id}/withdraw`, { motivo: 'Me he lesionado' });

    // Without a reload: the card is pending again (and may be withdrawn), the bell rises.
    await expect(card).toContainText('Pendiente');
    await expect(card).not.toContainText('El gimnasio eligió a otro instructor');
    await expect(card.getByRole('button', { name: 'Retirar postulación' })).toBeVisible();
    await expect.poll(() => unreadOnBell(beaPage)).toBeGreaterThan(unreadBefore);
    await beaPage.screenshot({ path: test.info().outputPath('reabierta-390.png'), fullPage: true });

    await bell(beaPage).click();
    await expect(
      beaPage
        .getByText(
          /La clase «Yoga que vuelve» de Gimnasio Reabre del .* vuelve a estar abierta: el instructor aceptado ha cancelado y tu postulación vuelve a estar pendiente\./,
        )
        .first(),
    ).toBeVisible();
    await gymPage.context().close();
    await beaPage.context().close();
    await anaPage.context().close();
  });
});
