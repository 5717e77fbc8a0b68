// Stored HTML stays inert: markup and scripts saved as an offer, a gym's and an instructor's
// profile, chat messages and reviews are shown as literal text on every page that shows them,
// never run (no window.__pwned, no dialog), never become elements, and no javascript: link is
// rendered. CSP would block inline scripts anyway; this proves the rendering never builds them.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_URL } from '../support/env.ts';
import { createGym, createInstructor, createPastClass } from '../support/factories.ts';
import { signInViaApi } from '../support/ui.ts';

const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';
const JS_URL = 'javascript:window.__pwned=1';

type Account = { id: string; email: string; password: string };

/** A page signed in as `account` that records every dialog (alert, confirm…) it is asked to show. */
async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: E2E_URL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInViaApi(page, account.email, account.password);
  return { page, dialogs };
}

/** Calls the API as the page's user (set-up, not what is tested). */
async function api(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const response = await page.request.fetch(url, { method, data, headers: { Origin: E2E_URL } });
  return { status: response.status(), body: await response.json() };
}

async function apiOk(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const response = await api(page, method, url, data);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

/** Opens `path`, waits for every text to show literally, then checks nothing ran or was built. */
async function expectInert(tab: { page: Page; dialogs: string[] }, path: string, texts: string[], search?: string) {
  const { page } = tab;
  await page.goto(path);
  if (search) await page.getByRole('searchbox', { name: 'Buscar' }).fill(search);
  for (const text of texts) {
    await expect(page.getByText(text, { exact: false }).first(), `${path}: ${text}`).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), path).toBeUndefined();
  expect(tab.dialogs, path).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload]'), path).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__pwned' }), path).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]'), path).toHaveCount(0);
}

test('el HTML y los scripts guardados se muestran como texto y no se ejecutan en ninguna página', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const gymName = `Gimnasio ${IMG} ${tag}`;
  const instructorName = `Ana ${SCRIPT} ${tag}`;
  const gym: Account = await createGym(request, { nombre: gymName });
  const instructor: Account = await createInstructor(request, { nombre: instructorName, especialidades: ['Yoga'] });
  const gymTab = await signedInPage(browser, gym);
  const instructorTab = await signedInPage(browser, instructor);
  const adminTab = await signedInPage(browser, E2E_ADMIN);

  // Profiles: the contact person, the biography, availability and a link that tries to break out
  // of its attribute. A javascript: link is refused with a Spanish message.
  const gymProfile = await apiOk(gymTab.page, 'GET', '/api/profile');
  const contact = `Laura ${IMG}`;
  await apiOk(gymTab.page, 'PUT', '/api/gym/profile', { ...gymProfile, personaContacto: contact });
  const instructorProfile = await apiOk(instructorTab.page, 'GET', '/api/profile');
  const bio = `${SCRIPT} ${IMG} ${JS_URL}`;
  // Links may not contain spaces, so the break-out attempt uses an SVG without any.
  const link = 'https://ejemplo.es/perfil?x="><svg/onload=window.__pwned=1>';
  const editable = { ...instructorProfile, biografia: bio, disponibilidad: [`Lunes ${IMG}`] };
  const refused = await api(instructorTab.page, 'PUT', '/api/instructor/profile', { ...editable, enlaces: [JS_URL] });
  expect(refused.status).toBe(400);
  expect(refused.body.error.message).toBe('El enlace debe empezar por http:// o https://');
  await apiOk(instructorTab.page, 'PUT', '/api/instructor/profile', { ...editable, enlaces: [link] });

  // An offer, an application to it, a conversation.
  const titulo = `Yoga ${IMG} ${tag}`;
  const descripcion = `${SCRIPT} ${JS_URL} ${IMG}`;
  const fechaClase = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  const offer = await apiOk(gymTab.page, 'POST', '/api/gym/offers', {
    titulo,
    especialidad: 'Yoga',
    fechaClase,
    hora: '18:00',
    duracionMin: 60,
    modalidad: 'Presencial',
    ubicacion: 'Barcelona, Carrer de Mallorca 200',
    precio: 25,
    descripcion,
  });
  await apiOk(instructorTab.page, 'POST', `/api/offers/${offer.id}/apply`);
  // No random tag in a chat message: the contact-sharing check reads it, and now and then a tag
  // after markup reads as a handle to its model. The conversation is new, so the texts are unique.
  const gymMessage = `Hola ${IMG}`;
  const instructorMessage = `Gracias ${SCRIPT}`;
  await apiOk(gymTab.page, 'POST', `/api/chat/conversations/${instructor.id}/messages`, { mensaje: gymMessage });
  await apiOk(instructorTab.page, 'POST', `/api/chat/conversations/${gym.id}/messages`, {
    mensaje: instructorMessage,
  });

  // A class that took place, reviewed both ways, and a reply.
  const pastTitle = `Clase ${SCRIPT} ${tag}`;
  const past = await createPastClass(request, { gymId: gym.id, instructorId: instructor.id, titulo: pastTitle });
  const gymReview = `Muy bien ${IMG}`;
  const instructorReview = `Buen gimnasio ${SCRIPT}`;
  const reply = `Respuesta ${IMG} ${JS_URL}`;
  await apiOk(gymTab.page, 'POST', `/api/applications/${past.aplicacionId}/review`, {
    puntuacion: 4,
    comentario: gymReview,
  });
  await apiOk(instructorTab.page, 'POST', `/api/applications/${past.aplicacionId}/review`, {
    puntuacion: 5,
    comentario: instructorReview,
  });
  const received = await apiOk(instructorTab.page, 'GET', '/api/reviews/received');
  const reviewId = (received.items as { id: string; comentario: string | null }[]).find(
    (item) => item.comentario === gymReview,
  )?.id;
  await apiOk(instructorTab.page, 'POST', `/api/reviews/${reviewId}/reply`, { respuesta: reply });

  // The instructor's pages.
  await expectInert(instructorTab, `/instructor-dashboard/opportunities?q=${tag}`, [titulo, gymName, descripcion]);
  await expectInert(instructorTab, '/instructor-dashboard/my-applications', [titulo, pastTitle]);
  await expectInert(instructorTab, `/chat?with=${gym.id}`, [gymName, gymMessage, instructorMessage]);
  await expectInert(instructorTab, '/instructor-dashboard/reviews', [gymReview, reply]);
  await expectInert(instructorTab, '/instructor-dashboard/profile', [bio, link]);

  // The gym's pages, with the public instructor profile.
  await expectInert(gymTab, '/gym-dashboard/offers', [titulo]);
  await expectInert(gymTab, '/gym-dashboard/applicants', [instructorName, titulo]);
  await expectInert(gymTab, `/gym-dashboard/instructors/${instructor.id}`, [instructorName, bio, link, gymReview]);
  await expectInert(gymTab, `/chat?with=${instructor.id}`, [instructorName, gymMessage, instructorMessage]);
  await expectInert(gymTab, '/gym-dashboard/reviews', [instructorReview]);
  await expectInert(gymTab, '/gym-dashboard/profile', [contact]);
  // The external link keeps its address as text and as an https href, never as markup.
  const external = gymTab.page.getByRole('link', {
    name: new RegExp(`^${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await gymTab.page.goto(`/gym-dashboard/instructors/${instructor.id}`);
  await expect(external).toHaveAttribute('href', link);

  // The admin's lists.
  await expectInert(adminTab, '/admin-dashboard/gyms', [gymName], tag);
  await expectInert(adminTab, '/admin-dashboard/instructors', [instructorName], tag);
  await expectInert(adminTab, '/admin-dashboard/offers', [titulo], tag);
});
