import { expect, test } from '@playwright/test';
import { createApplication, createGym, createInstructor, createOffer } from '../support/factories.ts';
import { linkFromMail } from '../support/outbox.ts';

test('el enlace del correo da de baja los avisos sin iniciar sesión @phone', async ({ page, request }) => {
  const gym = await createGym(request, { nombre: 'Gimnasio Avisos' });
  const instructor = await createInstructor(request);
  const offer = await createOffer(request, { gymId: gym.id, titulo: 'Yoga con aviso' });
  await createApplication(request, { ofertaId: offer.id, instructorId: instructor.id });

  // The server's job runner e-mails the gym about its new applicant.
  const link = await linkFromMail(gym.email, '/unsubscribe\\?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Avisos por email' })).toBeVisible();
  await expect(page.getByText('¿Quieres dejar de recibir los correos de «Nuevos postulados»?')).toBeVisible();
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByText('Te has dado de baja')).toBeVisible();
  await expect(page.getByText('Ya no te enviaremos correos de «Nuevos postulados».')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Ya no recibes correos de «Nuevos postulados».')).toBeVisible();

  await page.goto(`${new URL(link).pathname}?token=alterado.${'x'.repeat(43)}`);
  await expect(page.getByText('Enlace no válido')).toBeVisible();
});
