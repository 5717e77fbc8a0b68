import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR } from '../support/env.ts';
import { createInstructor, uniqueEmail } from '../support/factories.ts';
import { linkFromMail, mailsTo } from '../support/outbox.ts';
import { expectToast, field, signInViaApi, signInViaUi, submitSignIn } from '../support/ui.ts';

const run = promisify(execFile);

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A gym signs up through the form, confirms its e-mail and signs in. */
async function registerGym(page: Page, gymName: string, email: string, password: string) {
  await page.goto('/register?type=gym');
  await field(page, 'Nombre del Gimnasio').fill(gymName);
  const address = field(page, 'Dirección (Ciudad, Calle)');
  await address.fill('Barcelona, Carrer de Mallorca 200');
  await address.blur();
  await expectToast(page, 'Ubicación encontrada');
  await field(page, 'Persona de contacto').fill('Laura Gómez');
  await field(page, 'Email').fill(email);
  await field(page, 'Teléfono').fill('+34 600 123 456');
  await field(page, 'Contraseña').fill(password);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Crear Cuenta de Gimnasio' }).click();
  await expectToast(page, '¡Registro exitoso!');
  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: '¡Email confirmado!' })).toBeVisible();
}

/** A tab opened with a session already there (the live socket connects as the app starts). */
async function openSignedIn(page: Page, email: string, password: string, path: string) {
  await signInViaApi(page, email, password);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible();
}

test('el administrador suspende un gimnasio registrado y envía un aviso que un instructor ve al momento', async ({
  browser,
  request,
}) => {
  // The admin was made by `npm run create-admin` before the server started (e2e/server.mjs): the
  // CLI refuses while a server holds the embedded database, with a clear message. (Against an
  // app already running elsewhere — E2E_BASE_URL, PostgreSQL behind nginx — there is no lock.)
  if (!process.env.E2E_BASE_URL) {
    const refused = await run('npm', ['run', '--silent', 'create-admin', '--', E2E_ADMIN.email, E2E_ADMIN.password], {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain('está en uso por otro proceso');
  }

  const suffix = uniqueEmail('x').slice(2, 10);
  const gymName = `Gimnasio Suspendido ${suffix}`;
  const gymEmail = uniqueEmail('gym-admin');
  const gymPassword = 'Gimnasio2025!';
  const gymPage = await newPage(browser);
  await registerGym(gymPage, gymName, gymEmail, gymPassword);
  await openSignedIn(gymPage, gymEmail, gymPassword, '/gym-dashboard/dashboard');

  // An instructor far from everyone else's offers, so only the notice reaches their bell.
  const instructor = await createInstructor(request, {
    nombre: `Instructora Aviso ${suffix}`,
    direccion: 'Lugo, Rúa da Raíña 1',
    especialidades: ['Baile'],
  });
  const instructorPage = await newPage(browser);
  await openSignedIn(instructorPage, instructor.email, instructor.password, '/instructor-dashboard/dashboard');
  await expect(instructorPage.getByRole('link', { name: 'Notificaciones', exact: true }).first()).toBeVisible();

  const admin = await newPage(browser);
  await signInViaUi(admin, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin-dashboard\/activity$/);
  await expect(admin.getByText(`Nuevo gimnasio: ${gymName}`)).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Navegación del panel' });

  // Gimnasios: find the gym and suspend it with a reason.
  await nav.getByRole('link', { name: 'Gimnasios' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Gimnasios' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill(suffix);
  const row = admin.getByRole('row', { name: new RegExp(gymName) });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Básico · prueba');
  await expect(admin.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Suspender ${gymName}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Suspender cuenta' });
  await dialog.getByRole('button', { name: 'Suspender cuenta' }).click();
  await expect(dialog.getByText('Indica el motivo: quedará registrado junto a la acción.')).toBeVisible();
  await field(dialog, 'Motivo').fill('Comparte datos de contacto en las ofertas');
  await dialog.getByRole('button', { name: 'Suspender cuenta' }).click();
  await expectToast(admin, 'Cuenta suspendida', `${gymName} ya no puede iniciar sesión.`);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Suspendido');
  await expect(row).toContainText('Motivo: Comparte datos de contacto en las ofertas');

  // The gym's open tab is signed out at once, and it can no longer sign in.
  await expect(gymPage).toHaveURL(/\/login/);
  await gymPage.goto('/login');
  await submitSignIn(gymPage, gymEmail, gymPassword);
  await expectToast(
    gymPage,
    'Sign in Failed',
    'Tu cuenta está suspendida. Si crees que es un error, escribe a soporte.',
  );
  await expect(gymPage).toHaveURL(/\/login/);

  // Notificaciones: a notice for instructors only.
  await nav.getByRole('link', { name: 'Notificaciones' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  const notice = `Este domingo la plataforma estará en mantenimiento de 2:00 a 3:00 (${suffix}).`;
  await admin.getByRole('radio', { name: 'Solo instructores' }).check();
  await field(admin, 'Mensaje').fill(notice);
  await admin.getByRole('button', { name: 'Enviar notificación' }).click();
  await expectToast(admin, 'Notificación enviada', /^Se ha enviado a \d+ usuarios?\.$/);
  const history = admin.getByRole('list', { name: 'Historial' });
  await expect(history.getByRole('listitem').filter({ hasText: notice })).toContainText('Solo instructores');

  // The instructor's bell counts it live, without reloading; the list shows it.
  await expect(instructorPage.getByRole('link', { name: 'Notificaciones (1 sin leer)' })).toBeVisible();
  await instructorPage.getByRole('link', { name: 'Notificaciones (1 sin leer)' }).click();
  await expect(instructorPage.getByText(notice)).toBeVisible();

  // Actividad: the audit log says who did what, to whom and why.
  await nav.getByRole('link', { name: 'Actividad' }).click();
  const audit = admin.getByRole('list', { name: 'Registro de acciones' });
  const suspension = audit.getByRole('listitem').filter({ hasText: `Suspendió la cuenta de «${gymName}»` });
  await expect(suspension).toContainText('Administrador');
  await expect(suspension).toContainText('Motivo: Comparte datos de contacto en las ofertas');
  await expect(audit.getByRole('listitem').filter({ hasText: notice })).toContainText(
    'Envió una notificación global a «Solo instructores»',
  );
});

test('el administrador responde y cierra un ticket de soporte desde el móvil @phone', async ({ page, request }) => {
  const email = uniqueEmail('soporte');
  const created = await request.post('/api/support/tickets', {
    data: { origen: 'support', email, asunto: 'No me llega la factura', mensaje: 'Pagué el plan PRO ayer.' },
  });
  expect(created.status()).toBe(201);
  const { numero } = (await created.json()) as { numero: number };

  await signInViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin-dashboard\/activity$/);
  await page.goto('/admin-dashboard/support');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(String(numero));
  const tickets = page.getByRole('list', { name: 'Tickets de soporte' }).or(page.getByRole('table'));
  // Its own row: other tickets may hold its number's digits (ticket numbers, e-mails).
  const ticket = tickets
    .getByRole('listitem')
    .or(tickets.getByRole('row'))
    .filter({ hasText: `#${numero} · ` });
  await expect(ticket).toContainText(`#${numero} · No me llega la factura`);
  await expect(ticket).toContainText('Abierto');
  await expect(ticket).toContainText(/hace \d+ minutos?/);

  await page.getByRole('button', { name: `Ver ticket #${numero}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ticket #${numero}` });
  await expect(dialog).toContainText('Pagué el plan PRO ayer.');
  await field(dialog, 'Respuesta').fill('Ya te la hemos reenviado: revisa tu bandeja de entrada.');
  await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expectToast(page, 'Respuesta enviada', `La respuesta se enviará por email a ${email}.`);
  await expect(ticket).toContainText('Respondido');
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.includes(`Respuesta a tu mensaje (ticket #${numero})`)))
    .toHaveLength(1);
  expect(mailsTo(email).join('\n')).toContain('Ya te la hemos reenviado: revisa tu bandeja de entrada.');

  await page.getByRole('button', { name: `Ver ticket #${numero}` }).click();
  await expect(dialog).toContainText('Respuesta enviada');
  await dialog.getByRole('button', { name: 'Cerrar ticket' }).click();
  await expectToast(page, 'Ticket cerrado');
  await expect(ticket).toContainText('Cerrado');
});
