// The one error type of the domain. Routes never build HTTP errors by hand: services throw
// AppError and the edge maps its code to a status (see error-handler.ts).
import type { ErrorCode } from '@fitcover/contract/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly userMessage: string;
  readonly title: string | undefined;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { userMessage: string; message?: string; title?: string; field?: string }) {
    super(options.message ?? options.userMessage);
    this.code = code;
    this.userMessage = options.userMessage;
    this.title = options.title;
    this.field = options.field;
  }
}

export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_APPLIED: 409,
  OFFER_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  PLAN_LIMIT: 403,
  CONTACT_SHARING: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_TOKEN: 400,
  GEOCODE_NOT_FOUND: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER: 502,
  GEOCODER_UNAVAILABLE: 503,
  NOT_READY: 503,
};

export const notFound = (what = 'El recurso') =>
  new AppError('NOT_FOUND', { userMessage: `${what} no existe o no tienes acceso.` });
export const forbidden = () =>
  new AppError('FORBIDDEN', { userMessage: 'No tienes permiso para realizar esta acción.' });
export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', { userMessage: 'Debes iniciar sesión para continuar.' });
export const conflict = (userMessage: string) => new AppError('CONFLICT', { userMessage });
export const rateLimited = () =>
  new AppError('RATE_LIMITED', { userMessage: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.' });
