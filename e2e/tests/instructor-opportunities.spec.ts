import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, field, signInViaApi, signInViaUi } from '../support/ui.ts';

// Other journeys share the server: every offer here carries a unique tag, and searches use it.
const uniqueTag = () => randomUUID().replaceAll('-', '').slice(0, 8);

const opportunityCard = (page: Page, titulo: string) =>
  page.getByTestId('opportunity-card').filter({ hasText: titulo });
const applicationCard = (page: Page, titulo: string) =>
  page.getByTestId('application-card').filter({ hasText: titulo });
const areaNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación del panel' });

test.describe('ofertas y postulaciones del instructor', () => {
  test('un instructor filtra, se postula una sola vez y retira su postulación', async ({ page, context, request }) => {
    const tag = uniqueTag();
    const gym = await createGym(request, { nombre: `Estudio Diagonal ${tag}` });
    const madridGym = await createGym(request, {
      nombre: `Gimnasio Retiro ${tag}`,
      direccion: 'Madrid, Calle de Alcalá 10',
    });
    // Lives in Barcelona (the factory's default address).
    const instructor = await createInstructor(request, { nombre: 'Laia Ferrer', especialidades: ['Pilates', 'Yoga'] });

    const pilates = `Pílates reformer ${tag}`;
    const yoga = `Yoga y pilates ${tag}`;
    const madrid = `Pilates en Madrid ${tag}`;
    await createOffer(request, {
      gymId: gym.id,
      titulo: pilates,
      especialidad: 'Pilates',
      inDays: 3,
      hora: '10:00',
      precio: 27,
      modalidad: 'Presencial',
      ubicacion: 'Barcelona, Carrer de Mallorca 200',
    });
    await createOffer(request, {
      gymId: gym.id,
      titulo: yoga,
      especialidad: 'Yoga',
      inDays: 4,
      hora: '18:30',
      precio: 24,
      modalidad: 'Presencial',
      ubicacion: 'Barcelona, Carrer de Provença 100',
    });
    await createOffer(request, {
      gymId: madridGym.id,
      titulo: madrid,
      especialidad: 'Pilates',
      inDays: 3,
      hora: '10:00',
      precio: 30,
      modalidad: 'Presencial',
      ubicacion: 'Madrid, Calle de Alcalá 10',
    });

    await signInViaUi(page, instructor.email, instructor.password, /\/instructor-dashboard\/dashboard$/);
    await areaNav(page).getByRole('link', { name: 'Ofertas' }).click();
    await expect(page).toHaveURL(/\/instructor-dashboard\/opportunities$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Distancia' })).toHaveValue('50');
    await expect(page.getByText('50 km', { exact: true })).toBeVisible();

    // Text without the accent finds "Pílates…" and the gym's other offer; Madrid is beyond 50 km.
    await field(page, 'Buscar').fill(`pilates ${tag}`);
    await expect(opportunityCard(page, pilates)).toBeVisible();
    await expect(opportunityCard(page, yoga)).toBeVisible();
    await expect(opportunityCard(page, madrid)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`[?&]q=pilates\\+${tag}`));

    await field(page, 'Especialidad').selectOption('Pilates');
    await expect(opportunityCard(page, yoga)).toHaveCount(0);
    await expect(page.getByTestId('opportunity-card')).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]especialidad=Pilates/);

    const card = opportunityCard(page, pilates);
    await expect(card).toContainText('Pilates');
    await expect(card).toContainText(`Estudio Diagonal ${tag}`);
    await expect(card).toContainText('27,00 € / clase');
    await expect(card).toContainText('10:00');
    await expect(card).toContainText(/A \d+,\d km de ti/);
    await expect(card).toContainText('Barcelona, Carrer de Mallorca 200');

    // A second tab with the same results, still offering Postularme.
    const secondTab = await context.newPage();
    await secondTab.goto(page.url());
    const secondCard = opportunityCard(secondTab, pilates);
    await expect(secondCard.getByRole('button', { name: 'Postularme' })).toBeEnabled();

    await card.getByRole('button', { name: 'Postularme' }).click();
    await expectToast(page, '¡Postulación enviada!', `Te has postulado para la clase de ${pilates}.`);
    await expect(card.getByRole('button', { name: 'Ya te has postulado' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Postularme' })).toHaveCount(0);

    // The other tab tries again: the server refuses the duplicate and says so, as information.
    await secondCard.getByRole('button', { name: 'Postularme' }).click();
    await expectToast(secondTab, 'Ya te has postulado', 'Ya has enviado una postulación para esta oferta.');
    await expect(secondCard.getByRole('button', { name: 'Ya te has postulado' })).toBeDisabled();
    await secondTab.close();

    // A fresh load keeps the filters (URL) and shows the applied state from the server.
    await page.reload();
    await expect(field(page, 'Buscar')).toHaveValue(`pilates ${tag}`);
    await expect(field(page, 'Especialidad')).toHaveValue('Pilates');
    await expect(card.getByRole('button', { name: 'Ya te has postulado' })).toBeDisabled();

    await areaNav(page).getByRole('link', { name: 'Mis Postulaciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Postulaciones' })).toBeVisible();
    const application = applicationCard(page, pilates);
    await expect(application).toContainText('Pendiente');
    await expect(application).toContainText(`Estudio Diagonal ${tag}`);
    await expect(application).toContainText('27,00 € / clase');
    await expect(application).toContainText('Barcelona');
    await expect(application.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', `/chat?with=${gym.id}`);
    await expect(page.getByTestId('application-card')).toHaveCount(1);

    await application.getByRole('button', { name: 'Retirar postulación' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Retirar postulación' });
    await expect(confirm).toContainText(pilates);
    await confirm.getByRole('button', { name: 'Retirar postulación' }).click();
    await expectToast(page, 'Postulación retirada');
    await expect(confirm).toBeHidden();
    await expect(application).toContainText('Retirada');
    await expect(application.getByRole('button', { name: 'Retirar postulación' })).toHaveCount(0);

    // Back on Ofertas, a withdrawn application cannot be sent again.
    await page.goBack();
    await expect(field(page, 'Especialidad')).toHaveValue('Pilates');
    await expect(opportunityCard(page, pilates).getByRole('button', { name: 'Ya te has postulado' })).toBeDisabled();
  });

  test('@phone la página de ofertas se usa bien a 390 px', async ({ page, request }) => {
    const tag = uniqueTag();
    const gym = await createGym(request, { nombre: `Box Barceloneta ${tag}` });
    const instructor = await createInstructor(request, { especialidades: ['Funcional'] });
    const titulo = `Funcional en la playa ${tag}`;
    await createOffer(request, {
      gymId: gym.id,
      titulo,
      especialidad: 'Funcional',
      inDays: 2,
      hora: '08:00',
      precio: 20,
      modalidad: 'Presencial',
      ubicacion: 'Barcelona, Carrer de Mallorca 200',
    });
    await signInViaApi(page, instructor.email, instructor.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/instructor-dashboard/opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();

    const search = field(page, 'Buscar');
    await expect(search).toBeInViewport();
    await search.fill(`funcional ${tag}`);

    // The other filters fold behind a "Filtros" button on a phone.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(field(page, 'Especialidad')).toBeVisible();
    await field(page, 'Especialidad').selectOption('Funcional');
    await expect(field(page, 'Ciudad')).toBeVisible();
    await expect(field(page, 'Fecha')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Distancia' })).toBeVisible();
    // Text and specialty are both active.
    await expect(page.getByRole('button', { name: 'Filtros (2 activos)' })).toBeVisible();

    const card = opportunityCard(page, titulo);
    await expect(page.getByTestId('opportunity-card')).toHaveCount(1);
    await expect(card).toContainText('20,00 € / clase');
    const apply = card.getByRole('button', { name: 'Postularme' });
    await apply.scrollIntoViewIfNeeded();
    await expect(apply).toBeInViewport();
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await apply.click();
    await expectToast(page, '¡Postulación enviada!', `Te has postulado para la clase de ${titulo}.`);
    await expect(card.getByRole('button', { name: 'Ya te has postulado' })).toBeDisabled();

    // Lista / Mapa: one or the other on a phone.
    await page.getByRole('button', { name: 'Mapa' }).click();
    const map = page.getByRole('region', { name: 'Mapa de las ofertas encontradas' });
    await expect(map).toBeVisible();
    await expect(card).toBeHidden();
    await expect(map.locator('.leaflet-marker-icon')).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(card).toBeVisible();
    await expect(map).toHaveCount(0);
  });
});
