// DECISIONS §17 (issue 20, credentials): an instructor uploads the civil-liability insurance in
// Mi Perfil → Documentación, admin approves it in Verificaciones, the instructor may then apply
// to a Solo verificados offer, and the gym sees Verificado on the applicant card and opens the
// document through its private link.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { E2E_ADMIN } from '../support/env.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../support/factories.ts';
import { expectToast, signedInPage } from '../support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function policyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Poliza de responsabilidad civil', { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

test('el seguro subido y aprobado muestra «Verificado» al gimnasio, que abre el documento', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const gym = await createGym(request, { nombre: 'Gimnasio Seguro' });
  const instructor = await createInstructor(request, { nombre: 'Vera Asegurada' });
  const offer = await createOffer(request, {
    gymId: gym.id,
    titulo: 'Pilates solo verificados',
    soloVerificados: true,
  });
  const nextYear = new Date().getFullYear() + 1;

  // Before verification the offer says why the instructor cannot apply.
  const instructorPage = await signedInPage(browser, instructor);
  await instructorPage.goto(`/instructor-dashboard/opportunities/${offer.id}`);
  await expect(
    instructorPage.getByText('Esta oferta es solo para instructores verificados.', { exact: false }),
  ).toBeVisible();
  await shot(instructorPage, 'offer-solo-verificados');

  await instructorPage.goto('/instructor-dashboard/profile');
  const section = instructorPage.getByRole('region', { name: 'Documentación' });
  await expect(section).toContainText('Documentación sin verificar');
  await section.getByLabel('Tipo de documento').selectOption({ label: 'Seguro de responsabilidad civil' });
  await section.getByLabel(/Nombre del documento/).fill('Póliza RC Mapfre');
  await section.getByLabel(/Fecha de caducidad del seguro/).fill(`${nextYear}-12-31`);
  await section
    .getByLabel(/Archivo \(PDF, JPG o PNG/)
    .setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: await policyPdf() });
  await section.getByRole('button', { name: 'Subir documento' }).click();
  await expectToast(instructorPage, 'Documento subido', 'Lo revisaremos en breve y te avisaremos.');
  const document = section.getByTestId('document').filter({ hasText: 'Póliza RC Mapfre' });
  await expect(document).toContainText('Pendiente de revisión');
  await expect(document).toContainText(`Caduca el 31/12/${nextYear}`);
  await section.scrollIntoViewIfNeeded();
  await shot(instructorPage, 'documentacion');

  const admin = await signedInPage(browser, E2E_ADMIN);
  await admin.goto('/admin-dashboard');
  await admin.getByRole('navigation').getByRole('link', { name: 'Verificaciones' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Verificaciones' })).toBeVisible();
  const item = admin.getByTestId('verification-item').filter({ hasText: 'Póliza RC Mapfre' });
  await expect(item).toContainText('Vera Asegurada');
  const adminLink = await item.getByRole('link', { name: /Ver documento/ }).getAttribute('href');
  const adminFile = await admin.request.get(adminLink!);
  expect(adminFile.status()).toBe(200);
  expect(adminFile.headers()['content-type']).toBe('application/pdf');
  await shot(admin, 'admin-verificaciones');
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await expectToast(admin, 'Documento aprobado', 'Hemos avisado al instructor.');
  await expect(item).toHaveCount(0);

  await instructorPage.goto('/instructor-dashboard/notifications');
  await expect(instructorPage.getByText('Hemos verificado tu documento', { exact: false })).toBeVisible();
  await instructorPage.goto('/instructor-dashboard/profile');
  await expect(instructorPage.getByRole('region', { name: 'Documentación' }).getByTestId('verification')).toHaveText(
    `Verificado: Seguro RC hasta 12/${nextYear}`,
  );
  await createApplication(request, { ofertaId: offer.id, instructorId: instructor.id });

  const gymPage = await signedInPage(browser, gym);
  await gymPage.goto('/gym-dashboard/applicants');
  const card = gymPage.getByTestId('applicant-card').filter({ hasText: 'Vera Asegurada' });
  await expect(card.getByTestId('verification')).toHaveText(`Verificado: Seguro RC hasta 12/${nextYear}`);
  await shot(gymPage, 'applicant-verificado');
  await card.getByRole('link', { name: 'Ver Perfil' }).click();
  await expect(gymPage.getByRole('heading', { level: 1, name: 'Vera Asegurada' })).toBeVisible();
  await expect(gymPage.getByTestId('verification').first()).toContainText('Verificado');
  const documents = gymPage.getByRole('region', { name: 'Documentación' });
  const gymLink = documents.getByRole('link', { name: /Ver documento/ });
  await expect(gymLink).toBeVisible();
  await shot(gymPage, 'perfil-verificado');
  const [popup] = await Promise.all([gymPage.waitForEvent('popup'), gymLink.click()]);
  const gymFile = await gymPage.request.get((await gymLink.getAttribute('href'))!);
  expect(gymFile.status()).toBe(200);
  expect(gymFile.headers()['content-disposition']).toContain('inline; filename="Poliza RC Mapfre.pdf"');
  expect(popup.url()).toContain('/api/documents/');
  await popup.close();

  // Somebody else with the same link opens nothing.
  const otherGym = await signedInPage(browser, await createGym(request, { nombre: 'Gimnasio Curioso' }));
  expect((await otherGym.request.get((await gymLink.getAttribute('href'))!)).status()).toBe(404);
});
