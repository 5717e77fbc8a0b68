// A phone number split over three messages (issue 26, ADR 0015): the first two go through, the
// third is refused by the server with the spec's toast, stays in the composer and never reaches
// the gym.
import { expect, test } from '@playwright/test';
import { createApplication, createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, signInViaApi } from '../support/ui.ts';

test('un número repartido en tres mensajes se bloquea al completarse @phone', async ({ page, request }) => {
  const suffix = `${Date.now()}`;
  const gym = await createGym(request, { nombre: `Gimnasio Sigma ${suffix}` });
  const instructor = await createInstructor(request, { nombre: `Nuria Split ${suffix}`, especialidades: ['Pilates'] });
  const offer = await createOffer(request, {
    gymId: gym.id,
    titulo: `Pilates ${suffix}`,
    especialidad: 'Yoga',
    inDays: 4,
  });
  await createApplication(request, { ofertaId: offer.id, instructorId: instructor.id });

  await signInViaApi(page, instructor.email, instructor.password);
  await page.goto(`/chat?with=${gym.id}`);
  const composer = page.getByLabel('Escribe un mensaje');
  const log = page.getByRole('log');

  for (const piece of ['Apunta: 611', '22 33']) {
    await composer.fill(piece);
    await composer.press('Enter');
    await expect(log).toContainText(piece);
    await expect(composer).toHaveValue('');
  }
  await composer.fill('44 y hablamos');
  await composer.press('Enter');
  await expectToast(
    page,
    'Intento de compartir contacto externo',
    'Para proteger tu seguridad, no compartas información de contacto.',
  );
  await expect(composer).toHaveValue('44 y hablamos');
  await expect(log).not.toContainText('44 y hablamos');
  await page.screenshot({ path: test.info().outputPath('split-number.png') });
});
