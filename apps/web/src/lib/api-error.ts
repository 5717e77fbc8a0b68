import { errorCodes, type ErrorCode } from '@fitcover/contract/errors';
import { esPublic as es } from '../i18n/es-public';

/** A failed API call, carrying the server's Spanish message (fit for a toast). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly title: string | undefined;
  readonly field: string | undefined;
  /** The server's id of the failed request (its log lines carry it too). */
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: ErrorCode;
    message: string;
    title?: string;
    field?: string;
    requestId?: string;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title;
    this.field = options.field;
    this.requestId = options.requestId;
  }
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';

const fallbackByStatus: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION', message: 'Revisa los datos introducidos.' },
  401: { code: 'UNAUTHENTICATED', message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' },
  403: { code: 'FORBIDDEN', message: 'No tienes permiso para realizar esta acción.' },
  404: { code: 'NOT_FOUND', message: 'No se ha encontrado lo que buscabas.' },
  409: { code: 'CONFLICT', message: 'La operación entra en conflicto con el estado actual.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Los datos enviados son demasiado grandes.' },
  415: { code: 'UNSUPPORTED_MEDIA', message: 'El formato del archivo no es compatible.' },
  429: { code: 'RATE_LIMITED', message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.' },
  503: { code: 'NOT_READY', message: 'El servicio se está iniciando. Inténtalo en unos segundos.' },
};

const genericError = { code: 'INTERNAL' as const, message: 'Algo ha ido mal. Inténtalo de nuevo más tarde.' };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Maps an HTTP status and a (possibly malformed) error body to an ApiError. */
export function toApiError(status: number, body: unknown, requestIdHeader?: string | null): ApiError {
  const fallback = fallbackByStatus[status] ?? genericError;
  const error =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error !== null
      ? (body.error as Record<string, unknown>)
      : undefined;
  return new ApiError({
    status,
    code: isErrorCode(error?.code) ? error.code : fallback.code,
    message: readString(error?.message) ?? fallback.message,
    title: readString(error?.title),
    field: readString(error?.field),
    requestId: readString(error?.requestId) ?? readString(requestIdHeader),
  });
}

/** Spanish message of any thrown value, with a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * An error toast's description: the message, then the request's reference (its first eight
 * characters, enough to find it in the server's logs), when the server answered.
 */
export function errorDescription(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  if (!(error instanceof ApiError) || !error.requestId) return message;
  return `${message} ${es.common.errorReference(error.requestId.slice(0, 8))}`;
}
