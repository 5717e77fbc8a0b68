import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, signedInPage, signInViaUi, waitForReact } from '../support/ui.ts';

/** A gym and an instructor who applied to one of its offers (so both may write). */
async function gymAndApplicant(request: Parameters<typeof createGym>[0], suffix: string) {
  const gym = await createGym(request, { nombre: `Gimnasio Delta ${suffix}` });
  // Another specialty than the offer's, so no new_offer notification muddles the bell.
  const instructor = await createInstructor(request, { nombre: `Laura Chat ${suffix}`, especialidades: ['Pilates'] });
  const offer = await createOffer(request, {
    gymId: gym.id,
    titulo: `Yoga ${suffix}`,
    especialidad: 'Yoga',
    inDays: 5,
  });
  await createApplication(request, { ofertaId: offer.id, instructorId: instructor.id });
  return { gym, instructor };
}

/** Sends a message through the API as the page's user (set-up, not what is tested). */
async function sendViaApi(page: Page, partnerId: string, mensaje: string) {
  const response = await page.request.post(`/api/chat/conversations/${partnerId}/messages`, {
    data: { mensaje },
    headers: { Origin: E2E_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const messageLog = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByLabel('Escribe un mensaje');
// The bell lives in the top bar (the sidebar has a plain Notificaciones link too).
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });
/**
 * The bell's unread count. Journeys run in parallel and admin's global notices reach every
 * instructor, so the journeys compare it with the count before an action, never with zero.
 */
async function unreadOnBell(page: Page): Promise<number> {
  // The link's name is its own text, e.g. "Notificaciones (3 sin leer)" (the badge is aria-hidden).
  const name = (await bell(page).textContent()) ?? '';
  return Number(/\((\d+) sin leer\)/.exec(name)?.[1] ?? 0);
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test.describe('Mensajes en cada área (DECISIONS §13)', () => {
  test('vive en /…/chat, la navegación lo enlaza como Mensajes y la ruta anterior redirige', async ({
    browser,
    request,
  }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'ruta');
    for (const [account, area] of [
      [gym, '/gym-dashboard'],
      [instructor, '/instructor-dashboard'],
    ] as const) {
      const page = await signedInPage(browser, account);
      await page.goto(`${area}/chat`);
      await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
      const link = page
        .getByRole('navigation', { name: 'Navegación del panel' })
        .getByRole('link', { name: 'Mensajes' });
      await expect(link).toHaveAttribute('href', `${area}/chat`);
      await expect(link).toHaveAttribute('aria-current', 'page');
      // The path used before still works: it lands on the same screen.
      await page.goto(`${area}/messages`);
      await expect(page).toHaveURL(new RegExp(`${area}/chat$`));
      await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
      // /chat stays the full two-pane chat.
      await page.getByRole('link', { name: 'Ir al Chat Completo' }).click();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(page.getByRole('region', { name: 'Conversaciones' })).toBeVisible();
      await page.context().close();
    }
  });
});

test.describe('chat en vivo', () => {
  test('gimnasio e instructor conversan en vivo; el contacto externo se bloquea', async ({ browser, request }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'vivo');
    const gymPage = await signedInPage(browser, gym);
    const instructorPage = await signedInPage(browser, instructor);

    // The gym opens a chat with the applicant from ?with=: a placeholder until the first message.
    await gymPage.goto(`/chat?with=${instructor.id}`);
    const conversations = gymPage.getByRole('region', { name: 'Conversaciones' });
    await expect(conversations.getByRole('link', { name: /Laura Chat vivo/ })).toContainText(
      'Inicia la conversación...',
    );
    await expect(gymPage.getByRole('heading', { name: 'Laura Chat vivo' })).toBeVisible();

    // The instructor waits on the dashboard.
    await instructorPage.goto('/instructor-dashboard/dashboard');
    await expect(bell(instructorPage)).toBeVisible();
    await instructorPage.waitForLoadState('networkidle');
    const unreadBefore = await unreadOnBell(instructorPage);

    await send(gymPage, 'Hola Laura, ¿puedes cubrir la clase del lunes?');
    await expect(messageLog(gymPage)).toContainText('Hola Laura, ¿puedes cubrir la clase del lunes?');
    await expect(composer(gymPage)).toHaveValue('');
    await expect(conversations.getByRole('link', { name: /Laura Chat vivo/ })).toContainText('Tú: Hola Laura');

    // The bell rises without a reload (new_message notification, delivered live).
    await expect.poll(() => unreadOnBell(instructorPage)).toBeGreaterThan(unreadBefore);

    // Mensajes lists the conversation with its unread badge and Abrir.
    await instructorPage
      .getByRole('navigation', { name: 'Navegación del panel' })
      .getByRole('link', { name: 'Mensajes' })
      .click();
    await expect(instructorPage).toHaveURL(/\/instructor-dashboard\/chat$/);
    await expect(instructorPage.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
    const row = instructorPage.getByRole('main').getByRole('listitem').filter({ hasText: 'Gimnasio Delta vivo' });
    await expect(row).toContainText('Hola Laura, ¿puedes cubrir la clase del lunes?');
    await expect(row).toContainText('1 mensaje sin leer');
    await row.getByRole('link', { name: 'Abrir la conversación con Gimnasio Delta vivo' }).click();
    await expect(instructorPage).toHaveURL(new RegExp(`/chat\\?with=${gym.id}$`));
    await expect(messageLog(instructorPage)).toContainText('Hola Laura, ¿puedes cubrir la clase del lunes?');

    // Opening the conversation marks it read: the gym sees "Leído" without a reload.
    await expect(messageLog(gymPage).getByText('Leído')).toHaveCount(1);

    // The reply reaches the gym live.
    await send(instructorPage, '¡Claro! Allí estaré a las 9.');
    await expect(messageLog(gymPage)).toContainText('¡Claro! Allí estaré a las 9.');

    // Contact details are refused in the browser: toast, text kept, nothing sent.
    await composer(instructorPage).fill('Mejor escríbeme, mi whatsapp es 612 345 678');
    await instructorPage.getByRole('button', { name: 'Enviar' }).click();
    await expectToast(
      instructorPage,
      'Intento de compartir contacto externo',
      'Para proteger tu seguridad, no compartas información de contacto.',
    );
    await expect(composer(instructorPage)).toHaveValue('Mejor escríbeme, mi whatsapp es 612 345 678');
    await expect(messageLog(instructorPage)).not.toContainText('whatsapp');

    // And by the server (a client that skips the check): 422, never delivered.
    const refused = await instructorPage.request.post(`/api/chat/conversations/${gym.id}/messages`, {
      data: { mensaje: 'llámame al teléfono de casa' },
      headers: { Origin: E2E_URL },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error.code).toBe('CONTACT_SHARING');

    await send(instructorPage, 'Perfecto, hasta el lunes');
    await expect(messageLog(gymPage)).toContainText('Perfecto, hasta el lunes');
    await expect(messageLog(gymPage)).not.toContainText('whatsapp');
    await expect(messageLog(gymPage)).not.toContainText('teléfono');
    // Each message once, in order, although it arrived both as the send answer and live.
    await expect(messageLog(gymPage).locator('[data-message-id]')).toHaveText([
      /Hola Laura, ¿puedes cubrir la clase del lunes\?/,
      /¡Claro! Allí estaré a las 9\./,
      /Perfecto, hasta el lunes/,
    ]);

    // The gym reports the conversation: the reason is required.
    await gymPage.getByRole('button', { name: 'Reportar conversación' }).click();
    const dialog = gymPage.getByRole('alertdialog', { name: 'Reportar conversación' });
    await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(dialog.getByText('Cuéntanos qué ha pasado.', { exact: true })).toBeVisible();
    await dialog.getByLabel(/^Motivo/).fill('Insiste en tratar fuera de la plataforma.');
    await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
    await expectToast(gymPage, 'Conversación reportada');
    await expect(dialog).toBeHidden();

    // Close goes back in history (the instructor came from Mensajes).
    await instructorPage.getByRole('button', { name: 'Cerrar chat' }).click();
    await expect(instructorPage).toHaveURL(/\/instructor-dashboard\/chat$/);
    await expect(
      instructorPage.getByRole('main').getByRole('listitem').filter({ hasText: 'Gimnasio Delta vivo' }),
    ).not.toContainText('sin leer');

    await gymPage.context().close();
    await instructorPage.context().close();
  });

  test('tras iniciar sesión con el formulario, la campana sube en vivo sin recargar', async ({ browser, request }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'form');
    const context = await browser.newContext({ baseURL: E2E_URL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const instructorPage = await context.newPage();
    await signInViaUi(instructorPage, instructor.email, instructor.password, /\/instructor-dashboard\/dashboard$/);
    await expect(bell(instructorPage)).toBeVisible();
    await instructorPage.waitForLoadState('networkidle');
    const unreadBefore = await unreadOnBell(instructorPage);
    const gymPage = await signedInPage(browser, gym);
    await sendViaApi(gymPage, instructor.id, 'Hola, ¿te encaja el sábado?');
    await expect.poll(() => unreadOnBell(instructorPage)).toBeGreaterThan(unreadBefore);
    await context.close();
    await gymPage.context().close();
  });

  test('Mensajes busca por nombre y texto, y lleva al chat completo', async ({ browser, request }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'busca');
    const other = await createInstructor(request, { nombre: 'Marcos Otro busca' });
    const gymPage = await signedInPage(browser, gym);
    await sendViaApi(gymPage, instructor.id, 'Te confirmo la sala 2 para el lunes');
    await sendViaApi(gymPage, other.id, 'Hola Marcos, ¿tienes disponibilidad en agosto?');

    await gymPage.goto('/gym-dashboard/chat');
    const list = gymPage.getByRole('main').getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // Newest first.
    await expect(list.getByRole('listitem').first()).toContainText('Marcos Otro busca');

    const search = gymPage.getByRole('searchbox', { name: 'Buscar conversaciones' });
    await search.fill('sala 2');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Laura Chat busca');
    await search.fill('marcos');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Marcos Otro busca');
    await search.fill('nadie se llama así');
    await expect(gymPage.getByText('No hay conversaciones que coincidan con tu búsqueda.')).toBeVisible();
    await search.fill('');
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // A new message arrives while the list is open: it moves to the top with its badge.
    const instructorPage = await signedInPage(browser, instructor);
    await sendViaApi(instructorPage, gym.id, 'Recibido, gracias');
    await expect(list.getByRole('listitem').first()).toContainText('Recibido, gracias');
    await expect(list.getByRole('listitem').first()).toContainText('1 mensaje sin leer');

    await gymPage.getByRole('link', { name: 'Ir al Chat Completo' }).click();
    await expect(gymPage).toHaveURL(/\/chat$/);
    await expect(gymPage.getByText('Selecciona una conversación')).toBeVisible();
    const chatSearch = gymPage.getByRole('searchbox', { name: 'Buscar conversaciones' });
    await chatSearch.fill('agosto');
    const conversations = gymPage.getByRole('region', { name: 'Conversaciones' });
    await expect(conversations.getByRole('link')).toHaveCount(1);
    await expect(conversations.getByRole('link')).toContainText('Marcos Otro busca');

    await gymPage.context().close();
    await instructorPage.context().close();
  });

  test('en el móvil se ve la lista o la conversación, con botón de volver @phone', async ({ browser, request }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'movil');
    const gymPage = await signedInPage(browser, gym);
    await sendViaApi(gymPage, instructor.id, 'Hola, ¿te va bien el lunes?');

    const page = await signedInPage(browser, instructor, { width: 390, height: 844 });
    await page.goto('/instructor-dashboard/chat');
    // The app's own steps here (page loads have their own test below).
    await waitForReact(page);
    await page.getByRole('link', { name: 'Ir al Chat Completo' }).click();

    const conversations = page.getByRole('region', { name: 'Conversaciones' });
    await expect(conversations).toBeVisible();
    await expect(page.getByText('Selecciona una conversación')).toBeHidden();

    await conversations.getByRole('link', { name: /Gimnasio Delta movil/ }).click();
    await expect(page).toHaveURL(new RegExp(`/chat\\?with=${gym.id}$`));
    await expect(conversations).toBeHidden();
    await expect(messageLog(page)).toContainText('Hola, ¿te va bien el lunes?');

    // A live message lands in the open conversation on the phone too.
    await sendViaApi(gymPage, instructor.id, 'Es a las 9 en la sala grande');
    await expect(messageLog(page)).toContainText('Es a las 9 en la sala grande');

    await send(page, 'Sí, perfecto');
    await expect(messageLog(page)).toContainText('Sí, perfecto');

    await page.getByRole('button', { name: 'Volver a las conversaciones' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(conversations).toBeVisible();
    await expect(conversations.getByRole('link', { name: /Gimnasio Delta movil/ })).toContainText('Tú: Sí, perfecto');

    await page.getByRole('button', { name: 'Cerrar chat' }).click();
    await expect(page).toHaveURL(/\/instructor-dashboard\/chat$/);

    await gymPage.context().close();
    await page.context().close();
  });

  test('cerrar el chat vuelve a donde se abrió aunque se llegara con cargas de página @phone', async ({
    browser,
    request,
  }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'cargas');
    const page = await signedInPage(browser, instructor, { width: 390, height: 844 });
    // A tap on a server-rendered link before React takes the page over is a page load: the
    // dashboard's link, then a conversation, leave two chat documents in the tab's history.
    await page.goto('/instructor-dashboard/chat');
    await waitForReact(page);
    const from = page.url();
    await page.goto('/chat', { referer: from });
    await page.goto(`/chat?with=${gym.id}`, { referer: new URL('/chat', from).href });
    await page.getByRole('button', { name: 'Volver a las conversaciones' }).click();
    await expect(page).toHaveURL(/\/chat$/);

    await page.getByRole('button', { name: 'Cerrar chat' }).click();
    await expect(page).toHaveURL(/\/instructor-dashboard\/chat$/);
    await expect(page.getByRole('link', { name: 'Ir al Chat Completo' })).toBeVisible();
    await page.context().close();
  });

  test('al perder la conexión muestra Reconectando… y recupera lo que se perdió', async ({ browser, request }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'reconecta');
    const gymPage = await signedInPage(browser, gym);
    await sendViaApi(gymPage, instructor.id, 'Primer mensaje');

    const page = await signedInPage(browser, instructor);
    // The live socket goes through a route the test can cut and restore.
    let reachable = true;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/live$/, (socket) => {
      if (!reachable) return void socket.close({ code: 1006, reason: 'offline' });
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto(`/chat?with=${gym.id}`);
    await expect(messageLog(page)).toContainText('Primer mensaje');
    await sendViaApi(gymPage, instructor.id, 'En vivo');
    await expect(messageLog(page)).toContainText('En vivo');

    reachable = false;
    for (const socket of sockets.splice(0)) await socket.close();
    await expect(page.getByRole('status').filter({ hasText: 'Reconectando…' })).toBeVisible();
    // Sent while the tab is cut off: no live event can reach it.
    await sendViaApi(gymPage, instructor.id, 'Mientras estabas desconectada');
    await expect(messageLog(page)).not.toContainText('Mientras estabas desconectada');

    reachable = true;
    await expect(page.getByRole('status').filter({ hasText: 'Reconectando…' })).toHaveCount(0, { timeout: 20_000 });
    // The reconnect catches up after the last message shown: nothing lost, nothing doubled.
    await expect(messageLog(page).locator('[data-message-id]')).toHaveText([
      /Primer mensaje/,
      /En vivo/,
      /Mientras estabas desconectada/,
    ]);

    await gymPage.context().close();
    await page.context().close();
  });

  test('el historial se carga por páginas, los anteriores a demanda', async ({ browser, request }) => {
    const { gym, instructor } = await gymAndApplicant(request, 'historial');
    const gymPage = await signedInPage(browser, gym);
    for (let n = 1; n <= 32; n += 1) await sendViaApi(gymPage, instructor.id, `Mensaje número ${n}`);

    const page = await signedInPage(browser, instructor);
    await page.goto(`/chat?with=${gym.id}`);
    const messages = messageLog(page).locator('[data-message-id]');
    const textOf = (message: ReturnType<typeof messages.first>) => message.locator('p').first();
    // The newest page (30), oldest first.
    await expect(messages).toHaveCount(30);
    await expect(textOf(messages.first())).toHaveText('Mensaje número 3');
    await expect(textOf(messages.last())).toHaveText('Mensaje número 32');

    await page.getByRole('button', { name: 'Cargar mensajes anteriores' }).click();
    await expect(messages).toHaveCount(32);
    await expect(textOf(messages.first())).toHaveText('Mensaje número 1');
    await expect(page.getByRole('button', { name: 'Cargar mensajes anteriores' })).toHaveCount(0);

    await gymPage.context().close();
    await page.context().close();
  });
});
