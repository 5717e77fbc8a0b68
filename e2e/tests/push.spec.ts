import { expect, test } from '@playwright/test';
import { E2E_URL } from '../support/env.ts';
import { createInstructor } from '../support/factories.ts';
import { expectToast, signInViaApi } from '../support/ui.ts';
import {
  clickNotification,
  deliverPush,
  shownNotifications,
  stubPushService,
  waitForServiceWorker,
} from '../support/push.ts';

test.describe('notificaciones push', () => {
  test('un push llega al service worker como notificación y su clic abre el enlace', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_URL });
    const instructor = await createInstructor(request, { nombre: 'Paula Push' });
    await signInViaApi(page, instructor.email, instructor.password);
    await page.goto('/instructor-dashboard/dashboard');
    await waitForServiceWorker(page);

    // What the server sends for an accepted application (features/push/push-message.ts).
    await deliverPush(page, E2E_URL, {
      title: 'Postulación aceptada',
      body: '¡Enhorabuena! Gimnasio Sol te ha aceptado para la clase «Yoga al amanecer».',
      url: '/instructor-dashboard/my-applications',
      icon: '/icons/icon-192.png',
      tipo: 'application_accepted',
      timestamp: Date.now(),
    });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'Postulación aceptada',
          body: '¡Enhorabuena! Gimnasio Sol te ha aceptado para la clase «Yoga al amanecer».',
          tag: '',
          url: '/instructor-dashboard/my-applications',
        },
      ]);

    await clickNotification(context, 'Postulación aceptada');
    await expect(page).toHaveURL(`${E2E_URL}/instructor-dashboard/my-applications`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Postulaciones' })).toBeVisible();
    expect(await shownNotifications(page)).toEqual([]);
  });

  test('los mensajes de una conversación se reemplazan en una sola notificación', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_URL });
    const instructor = await createInstructor(request);
    await signInViaApi(page, instructor.email, instructor.password);
    await page.goto('/instructor-dashboard/dashboard');
    await waitForServiceWorker(page);
    for (const body of ['Hola', '¿Puedes cubrir el jueves?']) {
      await deliverPush(page, E2E_URL, {
        title: 'Nuevo mensaje de Gimnasio Norte',
        body,
        url: '/chat?with=00000000-0000-4000-8000-000000000001',
        icon: '/icons/icon-192.png',
        tag: 'new_message:00000000-0000-4000-8000-000000000001',
        tipo: 'new_message',
        timestamp: Date.now(),
      });
    }
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.body))
      .toEqual(['¿Puedes cubrir el jueves?']);
  });

  test('@phone Notificaciones en este dispositivo: activar, elegir y quitar', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_URL });
    await stubPushService(context);
    const instructor = await createInstructor(request, { nombre: 'Marta Móvil' });
    await signInViaApi(page, instructor.email, instructor.password);
    // Another device of the same account, subscribed earlier.
    const other = await page.request.post('/api/push/subscriptions', {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
      data: {
        endpoint: `https://push.example.test/otro/${Date.now()}`,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    });
    expect(other.status()).toBe(201);

    await page.goto('/instructor-dashboard/profile');
    await waitForServiceWorker(page);
    const section = page.getByRole('region', { name: 'Notificaciones en este dispositivo' });
    await expect(section).toContainText('Aún no están activadas en este dispositivo.');
    await expect(section.getByRole('switch', { name: 'Mensajes en este dispositivo' })).toBeDisabled();
    await section.getByRole('button', { name: 'Activar' }).click();
    await expectToast(page, 'Notificaciones activadas', 'Recibirás los avisos en este dispositivo.');
    await expect(section).toContainText('Activadas en este dispositivo');

    const devices = section.getByTestId('push-device');
    await expect(devices).toHaveCount(2);
    const mine = devices.filter({ hasText: 'Este dispositivo' });
    await expect(mine).toContainText(/^.*Chrome en .*Añadido el .*Aún no ha recibido notificaciones/);
    await expect(devices.filter({ hasText: 'Firefox en Windows' })).toBeVisible();

    // Switches of this device and the e-mails beside them.
    for (const label of ['Nuevas ofertas', 'Ofertas urgentes', 'Decisiones', 'Mensajes', 'Avisos']) {
      await expect(section.getByRole('switch', { name: `${label} en este dispositivo` })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    }
    await expect(section.getByRole('switch', { name: 'Postulados en este dispositivo' })).toHaveCount(0);
    await section.getByRole('switch', { name: 'Mensajes en este dispositivo' }).click();
    await expect(section.getByRole('switch', { name: 'Mensajes en este dispositivo' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await section.getByRole('switch', { name: 'Mensajes por email' }).click();
    await expect(section.getByRole('switch', { name: 'Mensajes por email' })).toHaveAttribute('aria-checked', 'false');
    await page.screenshot({ path: test.info().outputPath('notificaciones.png'), fullPage: true });

    await page.reload();
    await expect(section.getByRole('switch', { name: 'Mensajes en este dispositivo' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(section.getByRole('switch', { name: 'Nuevas ofertas en este dispositivo' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(section.getByRole('switch', { name: 'Mensajes por email' })).toHaveAttribute('aria-checked', 'false');

    // Quitar on this device: it leaves the list and Activar comes back.
    await mine.getByRole('button', { name: 'Quitar' }).click();
    await expectToast(page, 'Dispositivo quitado', 'Ya no recibirá notificaciones de FitCover.');
    await expect(devices).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Activar' })).toBeVisible();
  });
});
