// The one way a payment changes anything: a signed provider event. Stripe's webhooks and the test
// provider's own events both come through here (DECISIONS §9), into the same idempotency ledger.
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { applyProviderEvent } from './billing-events.service.ts';
import type { PaymentProvider } from './provider.ts';
import { readProviderEvent } from './provider-events.ts';

export type WebhookResult = { received: true; duplicate: boolean };

const invalid = (userMessage: string) => new AppError('VALIDATION', { userMessage });

/** Verifies the signature over the exact bytes, then applies the event once. */
export async function processSignedEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!signature) throw invalid('Falta la firma del evento (cabecera Stripe-Signature).');
  let body: unknown;
  try {
    body = provider.verifyEvent(rawBody, signature);
  } catch (error) {
    const stale = error instanceof Error && /tolerance/i.test(error.message);
    throw invalid(
      stale
        ? 'La firma del evento ha caducado: tiene más de 5 minutos.'
        : 'La firma del evento no es válida para este servidor.',
    );
  }
  const event = readProviderEvent(body);
  if (!event) throw invalid('El evento recibido no tiene el formato esperado.');
  try {
    return { received: true, duplicate: !(await applyProviderEvent(ctx, provider, event)) };
  } catch (error) {
    // A refused event answers as such; a provider call that failed (refunding a duplicate
    // subscription) is retried like any other failure.
    if (error instanceof AppError && error.code !== 'PAYMENT_PROVIDER') throw error;
    // Not recorded as processed (the transaction rolled back): the provider retries later.
    ctx.log.error({ err: error, eventId: event.id, type: event.type }, 'payment event failed');
    throw new AppError('NOT_READY', {
      userMessage: 'No se ha podido procesar el evento ahora mismo; se volverá a intentar.',
    });
  }
}
