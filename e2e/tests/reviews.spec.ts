import { expect, test, type Page } from '@playwright/test';
import { createGym, createInstructor, createPastClass } from '../support/factories.ts';
import { expectToast, signInViaApi } from '../support/ui.ts';

const reviewCard = (page: Page, text: string) => page.getByTestId('review-card').filter({ hasText: text });

test.describe('valoraciones', () => {
  test('el gimnasio valora desde Postulados, el instructor responde y el gimnasio ve la respuesta', async ({
    browser,
    page,
    request,
  }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Estrella' });
    const instructor = await createInstructor(request, { nombre: 'Nora Valorada' });
    await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo: 'Pilates del lunes' });

    // The gym rates the instructor from the applicants page, with the keyboard.
    await signInViaApi(page, gym.email, gym.password);
    await page.goto('/gym-dashboard/applicants');
    const card = page.getByTestId('applicant-card').filter({ hasText: 'Nora Valorada' });
    await card.getByRole('button', { name: 'Valorar a Nora Valorada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Valorar a Nora Valorada' });
    await expect(dialog).toContainText('Clase «Pilates del lunes»');
    await dialog.getByRole('button', { name: 'Enviar valoración' }).click();
    await expectToast(page, 'Campo requerido', 'Elige una puntuación de 1 a 5 estrellas.');
    await expect(dialog.getByRole('radio', { name: '1 estrella' })).toBeFocused();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await dialog.getByLabel('Comentario').fill('Muy puntual y con mucha energía.');
    await dialog.getByRole('button', { name: 'Enviar valoración' }).click();
    await expectToast(page, '¡Valoración enviada!', 'Gracias por tu opinión.');
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Tu valoración: 4 estrellas');
    await expect(card.getByRole('button', { name: /^Valorar/ })).toHaveCount(0);

    // The instructor reads it on Valoraciones and replies once.
    const instructorContext = await browser.newContext();
    const instructorPage = await instructorContext.newPage();
    await signInViaApi(instructorPage, instructor.email, instructor.password);
    await instructorPage.goto('/instructor-dashboard/reviews');
    await expect(instructorPage.getByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible();
    const summary = instructorPage.getByTestId('rating-summary');
    await expect(summary).toContainText('4,0');
    await expect(summary).toContainText('1 reseña');
    const received = reviewCard(instructorPage, 'Gimnasio Estrella');
    await expect(received).toContainText('Muy puntual y con mucha energía.');
    await expect(received.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
    await received.getByRole('button', { name: 'Responder' }).click();
    await received.getByLabel(/Tu respuesta pública/).fill('¡Gracias! Encantada de volver cuando queráis.');
    await received.getByRole('button', { name: 'Publicar respuesta' }).click();
    await expectToast(instructorPage, 'Respuesta publicada');
    await expect(received).toContainText('Tu respuesta');
    await expect(received).toContainText('¡Gracias! Encantada de volver cuando queráis.');
    await expect(received.getByRole('button', { name: 'Responder' })).toHaveCount(0);
    await instructorContext.close();

    // The gym sees the reply next to the review it wrote.
    await page.goto('/gym-dashboard/reviews');
    await expect(page.getByText('Sin valoraciones')).toBeVisible();
    await page.getByRole('tab', { name: 'Realizadas' }).click();
    await expect(page).toHaveURL(/\?ver=realizadas$/);
    const given = reviewCard(page, 'Tu valoración de Nora Valorada');
    await expect(given).toContainText('Respuesta de Nora Valorada');
    await expect(given).toContainText('¡Gracias! Encantada de volver cuando queráis.');
  });

  test('el resumen invita a valorar las clases realizadas @phone', async ({ page, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Pendiente' });
    const instructor = await createInstructor(request, { nombre: 'Pablo Pendiente' });
    await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo: 'HIIT de la mañana' });

    await signInViaApi(page, instructor.email, instructor.password);
    await page.goto('/instructor-dashboard/dashboard');
    const prompt = page.getByTestId('pending-reviews');
    await expect(prompt.getByRole('heading', { name: 'Clases por valorar' })).toBeVisible();
    await expect(prompt).toContainText('Tienes 1 clase realizada pendiente de valorar.');
    await expect(prompt).toContainText('Clase «HIIT de la mañana»');
    await prompt.getByRole('button', { name: 'Valorar a Gimnasio Pendiente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Valorar a Gimnasio Pendiente' });
    // A pointer user clicks the fifth star (the label around its radio).
    await dialog.getByRole('radio', { name: '5 estrellas' }).locator('..').click();
    await expect(dialog.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    await expect(dialog.getByText('Excelente')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar valoración' }).click();
    await expectToast(page, '¡Valoración enviada!');
    await expect(prompt).toBeHidden();

    await page.goto('/instructor-dashboard/my-applications');
    const card = page.getByTestId('application-card').filter({ hasText: 'HIIT de la mañana' });
    await expect(card).toContainText('Tu valoración: 5 estrellas');
    await expect(card.getByRole('button', { name: /^Valorar/ })).toHaveCount(0);
  });
});
