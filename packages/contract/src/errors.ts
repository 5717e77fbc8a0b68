// Error codes shared by server and web. The server answers every failure as
// { error: { code, message } } where message is Spanish text fit for a toast.
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  // Applying twice to one offer (the unique key decided) / to an offer no longer taking applications.
  'ALREADY_APPLIED',
  'OFFER_CLOSED',
  'RATE_LIMITED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'INVALID_TOKEN',
  'GEOCODE_NOT_FOUND',
  'GEOCODER_UNAVAILABLE',
  'CSRF',
  'NOT_READY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'PLAN_LIMIT',
  'CONTACT_SHARING',
  'PAYMENT_PROVIDER',
  // An Idempotency-Key sent again with a different request (ADR 0019).
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type ErrorBody = {
  // requestId: the server's id of the request, also on its log lines (shown as "Referencia").
  error: { code: ErrorCode; message: string; title?: string; field?: string; requestId?: string };
};
