// DECISIONS §17 (issue 20, attendance and reliability): after their classes both sides answer
// "¿Se impartió la clase?" on their dashboards and the reliability figure updates; a "No se
// presentó" becomes a case the admin resolves from Asistencia.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/env.ts';
import { createGym, createInstructor, createPastClass } from '../support/factories.ts';
import { expectToast, signedInPage } from '../support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function answerAll(page: Page, home: string, answer: 'Sí' | 'No se presentó', count: number) {
  await page.goto(home);
  const prompt = page.getByTestId('attendance-prompt');
  await expect(prompt.getByRole('heading', { name: '¿Se impartió la clase?' })).toBeVisible();
  await expect(prompt.getByTestId('attendance-question')).toHaveCount(count);
  for (let left = count; left > 0; left--) {
    const question = prompt.getByTestId('attendance-question').first();
    await question.getByRole('button', { name: answer === 'Sí' ? /^Sí, se impartió/ : /^No se presentó/ }).click();
    if (answer === 'Sí')
      await expectToast(page, 'Respuesta guardada', 'Gracias por confirmar que la clase se impartió.');
    await expect(prompt.getByTestId('attendance-question')).toHaveCount(left - 1);
  }
}

test('después de las clases ambos confirman, la fiabilidad se actualiza y un «No se presentó» llega a Asistencia', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const gym = await createGym(request, { nombre: 'Gimnasio Fiable' });
  const instructor = await createInstructor(request, { nombre: 'Iris Puntual' });
  for (const titulo of ['Yoga uno', 'Yoga dos', 'Yoga tres']) {
    await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo });
  }

  const gymPage = await signedInPage(browser, gym);
  await gymPage.goto(`/gym-dashboard/instructors/${instructor.id}`);
  await expect(gymPage.getByTestId('reliability')).toHaveText(/Nuevo/);

  const instructorPage = await signedInPage(browser, instructor);
  await instructorPage.goto('/instructor-dashboard');
  await expect(instructorPage.getByTestId('attendance-question')).toHaveCount(3);
  await shot(instructorPage, 'attendance-prompt');
  await answerAll(instructorPage, '/instructor-dashboard', 'Sí', 3);
  await answerAll(gymPage, '/gym-dashboard', 'Sí', 3);

  await gymPage.goto(`/gym-dashboard/instructors/${instructor.id}`);
  await expect(gymPage.getByTestId('reliability')).toHaveText(/100 % fiable · 3 clases/);
  await shot(gymPage, 'public-profile-reliability');

  // A fourth class the instructor did not turn up to, says the gym.
  await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo: 'Yoga cuatro' });
  await gymPage.goto('/gym-dashboard');
  const question = gymPage.getByTestId('attendance-question').filter({ hasText: 'Yoga cuatro' });
  await question.getByRole('button', { name: /^No se presentó/ }).click();
  const dialog = gymPage.getByRole('alertdialog', { name: 'No se presentó' });
  await dialog.getByLabel(/Qué pasó/).fill('Esperamos media hora y no vino.');
  await dialog.getByRole('button', { name: 'No se presentó' }).click();
  await expectToast(gymPage, 'Respuesta guardada', 'Hemos abierto un caso. Te avisaremos cuando se resuelva.');

  const admin = await signedInPage(browser, E2E_ADMIN);
  await admin.goto('/admin-dashboard/attendance');
  await expect(admin.getByRole('heading', { level: 1, name: 'Asistencia' })).toBeVisible();
  const caseCard = admin.getByTestId('attendance-case').filter({ hasText: 'Yoga cuatro' });
  await expect(caseCard).toContainText('Esperamos media hora y no vino.');
  await expect(caseCard).toContainText('Iris Puntual');
  await shot(admin, 'admin-attendance');
  await caseCard.getByRole('button', { name: 'Resolver' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolver' });
  await resolve.getByLabel('Resultado').selectOption({ label: 'No se presentó el/la instructor/a' });
  await resolve.getByRole('button', { name: 'Resolver' }).click();
  await expectToast(admin, 'Caso resuelto', 'Las dos partes han sido avisadas.');

  await gymPage.goto(`/gym-dashboard/instructors/${instructor.id}`);
  await expect(gymPage.getByTestId('reliability')).toHaveText(/75 % fiable · 3 clases/);
});
