import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createGym } from '../support/factories.ts';
import { signInViaApi } from '../support/ui.ts';

const planCard = (page: Page, name: string) =>
  page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('suscripción y pagos del gimnasio (pasarela de pruebas)', () => {
  test('elige PRO, paga en la pasarela de pruebas y ve su plan, su contador ∞, su pago y su factura', async ({
    page,
    request,
  }) => {
    const gym = await createGym(request, { nombre: 'Gimnasio Olímpico' });
    await signInViaApi(page, gym.email, gym.password);
    await page.goto('/gym-dashboard/subscription');

    await expect(page.getByRole('heading', { name: 'Suscripción', level: 1 })).toBeVisible();
    await expect(page.getByText(/Modo de pruebas/)).toBeVisible();
    const current = page.getByTestId('current-plan');
    await expect(current.getByRole('heading', { name: 'Plan Básico' })).toBeVisible();
    await expect(current.getByText('Periodo de prueba')).toBeVisible();
    await expect(page.getByTestId('plan-card').getByRole('heading')).toHaveText([
      'Plan Básico',
      'Plan PRO',
      'Publicación individual',
    ]);
    const pro = planCard(page, 'Plan PRO');
    await expect(pro).toContainText('59,00 €');
    await expect(pro).toContainText('/ mes');
    await expect(pro).toContainText('+ IVA');
    await expect(planCard(page, 'Publicación individual')).toContainText('/ clase');

    await page.getByRole('button', { name: 'Anual' }).click();
    await expect(pro).toContainText('590,00 €');
    await expect(pro).toContainText('/ año');
    await expect(pro.getByText('Ahorra 118€')).toBeVisible();
    await expect(planCard(page, 'Plan Básico').getByText('Ahorra 58€')).toBeVisible();
    await expect(planCard(page, 'Publicación individual')).toContainText('9,00 €');
    await page.getByRole('button', { name: 'Mensual' }).click();

    await pro.getByRole('button', { name: 'Seleccionar Plan: Plan PRO' }).click();
    await expect(page).toHaveURL(/\/payment\/test-checkout\/[A-Za-z0-9_.-]+$/);
    await expect(page.getByText('MODO DE PRUEBAS')).toBeVisible();
    await expect(page.getByText('Gimnasio Olímpico')).toBeVisible();
    await page.getByRole('button', { name: 'Pagar 71,39 €' }).click();

    await expect(page).toHaveURL(/\/payment\/success\/?$/);
    await expect(page.getByRole('heading', { name: 'Pago Completado' })).toBeVisible();

    await page.goto('/gym-dashboard/subscription');
    await expect(current.getByRole('heading', { name: 'Plan PRO' })).toBeVisible();
    await expect(current.getByText('Activo', { exact: true })).toBeVisible();
    await expect(pro.getByRole('button', { name: 'Plan Actual: Plan PRO' })).toBeDisabled();
    await expect(page.getByTestId('subscription-quota')).toHaveText('0 / ∞');

    await page.getByRole('navigation', { name: 'Navegación del panel' }).getByRole('link', { name: 'Ofertas' }).click();
    await expect(page.getByTestId('offer-quota')).toContainText('PRO');
    await expect(page.getByTestId('offer-quota')).toContainText('0 / ∞');

    await page.goto('/gym-dashboard/payments');
    await expect(page.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();
    const row = page.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Plan PRO mensual');
    await expect(row).toContainText('71,39 €');
    await expect(row).toContainText('Completado');
    for (const column of ['ID de Pago', 'Fecha', 'Descripción', 'Monto', 'Estado', 'Factura']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }

    const invoiceDownload = page.waitForEvent('download');
    await row.getByRole('link', { name: /Descargar factura FC-\d{4}-\d{6}/ }).click();
    const invoice = await invoiceDownload;
    expect(invoice.suggestedFilename()).toMatch(/^factura-FC-\d{4}-\d{6}\.pdf$/);
    expect((await readFile((await invoice.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar Todo' }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    expect(csv).toContain(
      '"ID de Pago";"Fecha";"Descripción";"Tipo";"Base (€)";"IVA (€)";"Total (€)";"Estado";"Factura"',
    );
    expect(csv).toContain(';"Suscripción";"59,00";"12,39";"71,39";"Completado";"FC-');
  });

  test('un pago cancelado muestra la página de cancelación y no cambia nada @phone', async ({ page, request }) => {
    const gym = await createGym(request);
    await signInViaApi(page, gym.email, gym.password);
    await page.goto('/gym-dashboard/subscription');
    await planCard(page, 'Plan Básico').getByRole('button', { name: 'Seleccionar Plan: Plan Básico' }).click();
    await expect(page.getByText('MODO DE PRUEBAS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar 35,09 €' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancelar' }).click();

    await expect(page).toHaveURL(/\/payment\/cancel\/?$/);
    await expect(
      page.getByText('Parece que has cancelado el proceso de pago. No se ha realizado ningún cargo.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Suscripción' }).click();
    await expect(page).toHaveURL(/\/gym-dashboard\/subscription$/);
    const current = page.getByTestId('current-plan');
    await expect(current.getByRole('heading', { name: 'Plan Básico' })).toBeVisible();
    await expect(current.getByText('Periodo de prueba')).toBeVisible();

    await page.goto('/gym-dashboard/payments');
    await expect(page.getByText('No hay pagos registrados.')).toBeVisible();
  });
});
