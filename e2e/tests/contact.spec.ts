import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/factories.ts';
import { mailsTo } from '../support/outbox.ts';
import { expectToast, field } from '../support/ui.ts';

const SUPPORT_MAILBOX = 'soporte@fitcover.es';

/** The ticket number shown in the form's confirmation. */
async function confirmedTicket(page: Page): Promise<number> {
  const confirmation = page.locator('main form').getByRole('status');
  await expect(confirmation).toContainText(/¡Mensaje enviado! Tu número de ticket es #\d+/);
  const numero = Number((await confirmation.textContent())?.match(/#(\d+)/)?.[1]);
  expect(numero).toBeGreaterThanOrEqual(1);
  await expectToast(page, '¡Mensaje enviado!', `Tu número de ticket es #${numero}`);
  return numero;
}

/** Waits until the support mailbox holds a mail about ticket `numero` carrying `marker`. */
async function expectSupportMail(numero: number, marker: string) {
  await expect
    .poll(() =>
      mailsTo(SUPPORT_MAILBOX).some((mail) => new RegExp(`#${numero}\\b`).test(mail) && mail.includes(marker)),
    )
    .toBe(true);
}

test('el formulario de contacto crea un ticket y avisa al buzón de soporte', async ({ page }) => {
  const marker = `contacto-${randomUUID().slice(0, 8)}`;
  const email = uniqueEmail('contacto');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacta con nosotros' })).toBeVisible();
  await field(page, 'Nombre').fill('Carla Ferrer');
  await field(page, 'Email').fill(email);
  await field(page, 'Asunto').fill(`Demo para mi cadena ${marker}`);
  await field(page, 'Mensaje').fill(
    `Hola, tenemos tres gimnasios en Barcelona y queremos probar FitCover. Referencia ${marker}.`,
  );
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();

  const numero = await confirmedTicket(page);
  // The form is emptied for a new message.
  await expect(field(page, 'Nombre')).toHaveValue('');
  await expect(field(page, 'Mensaje')).toHaveValue('');

  await expectSupportMail(numero, marker);
  // The sender gets an acknowledgement with the same number.
  await expect.poll(() => mailsTo(email).some((mail) => new RegExp(`#${numero}\\b`).test(mail))).toBe(true);
});

test('el formulario de contacto exige todos los campos', async ({ page }) => {
  await page.goto('/contact');
  await field(page, 'Nombre').fill('Carla Ferrer');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Email')).toBeFocused();
  await expect(page.locator('main form').getByRole('status')).toHaveCount(0);
});

test('el formulario de soporte crea un ticket y avisa al buzón de soporte', async ({ page }) => {
  const marker = `soporte-${randomUUID().slice(0, 8)}`;

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de soporte' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Preguntas Frecuentes' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await expect(page.locator('main').getByRole('link', { name: SUPPORT_MAILBOX })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_MAILBOX}`,
  );

  await field(page, 'Email').fill(uniqueEmail('soporte'));
  await field(page, 'Asunto').fill(`No me llega el email ${marker}`);
  await field(page, 'Descripción del problema').fill(
    `Me registré ayer y no he recibido la confirmación. Referencia ${marker}.`,
  );
  await page.getByRole('button', { name: 'Enviar ticket' }).click();

  const numero = await confirmedTicket(page);
  await expectSupportMail(numero, marker);
});
