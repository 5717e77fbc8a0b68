import { expect, test, type Locator, type Page } from '@playwright/test';
import { createApplication, createGym, createInstructor } from '../support/factories.ts';
import { expectToast, field, signInViaApi, signInViaUi } from '../support/ui.ts';

type OfferData = {
  titulo: string;
  especialidad: string;
  inDays: number;
  hora: string;
  precio: string;
  /** Presencial with this address; Online when absent. */
  ubicacion?: string;
};

/** A class date (YYYY-MM-DD) `days` from today in Madrid, as the date input expects it. */
const classDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

const offerCard = (page: Page, titulo: string) => page.getByTestId('offer-card').filter({ hasText: titulo });
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Crear Oferta' });

async function fillOfferForm(dialog: Locator, offer: OfferData) {
  await field(dialog, 'Título de la clase').fill(offer.titulo);
  await field(dialog, 'Especialidad').selectOption(offer.especialidad);
  if (offer.ubicacion === undefined) await dialog.getByRole('radio', { name: 'Online' }).check();
  await field(dialog, 'Fecha de la clase').fill(classDate(offer.inDays));
  await field(dialog, 'Hora').fill(offer.hora);
  await field(dialog, 'Precio (€ / clase)').fill(offer.precio);
  if (offer.ubicacion !== undefined) await field(dialog, 'Ubicación').fill(offer.ubicacion);
}

async function publishOffer(page: Page, offer: OfferData) {
  await page.getByRole('button', { name: 'Crear Oferta', exact: true }).click();
  const dialog = createDialog(page);
  await expect(dialog).toBeVisible();
  await fillOfferForm(dialog, offer);
  await dialog.getByRole('button', { name: 'Publicar oferta' }).click();
  await expectToast(page, 'Oferta Creada', 'Tu oferta ha sido publicada con éxito.');
  await expect(dialog).toBeHidden();
  await expect(offerCard(page, offer.titulo)).toBeVisible();
}

const offers: OfferData[] = [
  {
    titulo: 'Yoga Vinyasa mañana',
    especialidad: 'Yoga',
    inDays: 3,
    hora: '09:30',
    precio: '25',
    ubicacion: 'Barcelona, Carrer de Mallorca 200',
  },
  {
    titulo: 'Pilates suelo',
    especialidad: 'Pilates',
    inDays: 4,
    hora: '18:00',
    precio: '30',
    ubicacion: 'Barcelona, Carrer de Provença 100',
  },
  {
    titulo: 'HIIT express',
    especialidad: 'HIIT',
    inDays: 5,
    hora: '07:15',
    precio: '22.50',
    ubicacion: 'Barcelona, Carrer de Aragó 50',
  },
  { titulo: 'Zumba online', especialidad: 'Zumba', inDays: 6, hora: '20:00', precio: '18' },
  {
    titulo: 'Spinning intensivo',
    especialidad: 'Spinning',
    inDays: 7,
    hora: '19:00',
    precio: '28',
    ubicacion: 'Barcelona, Carrer de Balmes 10',
  },
];

test.describe('ofertas y postulados del gimnasio', () => {
  test('un gimnasio en prueba Básico publica, edita, elimina y cubre ofertas', async ({ page, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Recorrido' });
    const instructor = await createInstructor(request, { nombre: 'Nuria Postulante', especialidades: ['Yoga'] });
    await signInViaUi(page, gym.email, gym.password, /\/gym-dashboard\/dashboard$/);

    await page.getByRole('navigation', { name: 'Navegación del panel' }).getByRole('link', { name: 'Ofertas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    const quota = page.getByTestId('offer-quota');
    await expect(quota).toContainText('Plan Básico');
    await expect(quota).toContainText('0 / 5');
    await expect(page.getByText('Aún no has publicado ofertas')).toBeVisible();

    // An empty form is not sent: the first missing field is named, marked and focused.
    await page.getByRole('button', { name: 'Crear Oferta', exact: true }).click();
    const dialog = createDialog(page);
    await dialog.getByRole('button', { name: 'Publicar oferta' }).click();
    await expectToast(page, 'Campo requerido', 'Por favor, completa el campo "Título de la clase".');
    await expect(field(dialog, 'Título de la clase')).toBeFocused();
    await expect(field(dialog, 'Título de la clase')).toHaveAttribute('aria-invalid', 'true');

    // The live "Total a pagar" adds the 1,00 € platform fee.
    const total = dialog.getByTestId('total-a-pagar');
    await expect(total).toHaveText('—');
    await field(dialog, 'Precio (€ / clase)').fill('25');
    await expect(total).toHaveText(/^26,00\s€$/);
    await field(dialog, 'Precio (€ / clase)').fill('22.5');
    await expect(total).toHaveText(/^23,50\s€$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const offer of offers) await publishOffer(page, offer);
    await expect(quota).toContainText('5 / 5');
    await expect(offerCard(page, 'Yoga Vinyasa mañana')).toContainText('25,00 € / clase');
    await expect(offerCard(page, 'Yoga Vinyasa mañana')).toContainText('0 postulados');
    await expect(offerCard(page, 'Zumba online')).toContainText('Online');
    await expect(offerCard(page, 'Pilates suelo')).toContainText('Abierta');

    // The Básico trial allows 5 offers a month.
    await expect(page.getByText('Límite alcanzado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver planes de suscripción' })).toHaveAttribute(
      'href',
      '/gym-dashboard/subscription',
    );
    await expect(page.getByRole('button', { name: 'Crear Oferta', exact: true })).toBeDisabled();

    // Edit one offer's title.
    await offerCard(page, 'Pilates suelo').getByRole('button', { name: 'Editar' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar oferta' });
    await expect(field(editDialog, 'Título de la clase')).toHaveValue('Pilates suelo');
    await field(editDialog, 'Título de la clase').fill('Pilates suelo avanzado');
    await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Oferta actualizada', 'Los cambios se han guardado.');
    await expect(editDialog).toBeHidden();
    await expect(offerCard(page, 'Pilates suelo avanzado')).toBeVisible();

    // Delete one nobody applied to: it disappears, and the month's slot is not given back.
    await offerCard(page, 'HIIT express').getByRole('button', { name: 'Eliminar' }).click();
    const deleteDialog = page.getByRole('alertdialog', { name: 'Eliminar oferta' });
    await expect(deleteDialog).toContainText('Se eliminará la oferta.');
    await deleteDialog.getByRole('button', { name: 'Eliminar oferta' }).click();
    await expectToast(page, 'Oferta eliminada');
    await expect(offerCard(page, 'HIIT express')).toHaveCount(0);
    await expect(quota).toContainText('5 / 5');
    await expect(page.getByText('Límite alcanzado.')).toBeVisible();

    // An instructor applies to the Yoga offer.
    const listed = await page.request.get('/api/gym/offers?limit=50');
    expect(listed.ok()).toBe(true);
    const { items } = (await listed.json()) as { items: Array<{ id: string; titulo: string }> };
    const yoga = items.find((item) => item.titulo === 'Yoga Vinyasa mañana');
    expect(yoga).toBeDefined();
    await createApplication(request, { ofertaId: yoga!.id, instructorId: instructor.id });

    await page
      .getByRole('navigation', { name: 'Navegación del panel' })
      .getByRole('link', { name: 'Postulados' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Postulados' })).toBeVisible();
    const group = page.getByTestId('applicant-group').filter({ hasText: 'Yoga Vinyasa mañana' });
    const applicant = group.getByTestId('applicant-card').filter({ hasText: 'Nuria Postulante' });
    await expect(applicant).toContainText('Pendiente');
    await expect(applicant).toContainText('N/A');
    await expect(applicant).toContainText('5 años de experiencia');

    // Ver Perfil opens the instructor's public profile and marks the application as seen.
    await applicant.getByRole('link', { name: 'Ver Perfil' }).click();
    await expect(page).toHaveURL(new RegExp(`/gym-dashboard/instructors/${instructor.id}\\?aplicacion=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Nuria Postulante' })).toBeVisible();
    await expect(page.getByText('Documentación sin verificar')).toBeVisible();
    await expect(page.getByText('Sin valoraciones')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', `/chat?with=${instructor.id}`);
    await page.getByRole('link', { name: 'Volver a Postulados' }).click();
    await expect(applicant).toContainText('Vista');

    await applicant.getByRole('button', { name: 'Aceptar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Aceptar instructor' });
    await expect(confirm).toContainText('1,00 €');
    await confirm.getByRole('button', { name: 'Aceptar instructor' }).click();
    await expectToast(page, '¡Instructor Aceptado!', 'Se ha notificado al instructor.');
    await expect(applicant).toContainText('Aceptada');
    await expect(applicant.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Navegación del panel' }).getByRole('link', { name: 'Ofertas' }).click();
    const covered = offerCard(page, 'Yoga Vinyasa mañana');
    await expect(covered).toContainText('Cubierta');
    await expect(covered).toContainText('1 postulado');
    await expect(covered.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(covered.getByRole('button', { name: 'Cancelar clase' })).toBeVisible();
  });

  test('@phone la página de ofertas y el formulario se usan bien a 390 px', async ({ page, request }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Móvil' });
    await signInViaApi(page, gym.email, gym.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gym-dashboard/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(page.getByTestId('offer-quota')).toContainText('0 / 5');

    const create = page.getByRole('button', { name: 'Crear Oferta', exact: true });
    await expect(create).toBeInViewport();
    await create.click();
    const dialog = createDialog(page);
    await expect(dialog).toBeVisible();
    // Full screen on a phone: the whole width, and its buttons reachable.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    const offer: OfferData = {
      titulo: 'Funcional en el parque',
      especialidad: 'Funcional',
      inDays: 2,
      hora: '10:00',
      precio: '20',
      ubicacion: 'Barcelona, Carrer de Mallorca 200',
    };
    await fillOfferForm(dialog, offer);
    const total = dialog.getByTestId('total-a-pagar');
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport();
    await expect(total).toHaveText(/^21,00\s€$/);
    await expect(dialog.getByRole('button', { name: 'Publicar oferta' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Publicar oferta' }).click();
    await expectToast(page, 'Oferta Creada');

    const card = offerCard(page, offer.titulo);
    await expect(card).toBeVisible();
    await expect(card).toContainText('20,00 € / clase');
    const cardBox = await card.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
