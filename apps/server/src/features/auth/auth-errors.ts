// Translates better-auth's error codes into our AppError with Spanish messages.
import { AppError } from '../../http/app-error.ts';

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

const messages: Record<string, AppError> = {
  INVALID_EMAIL_OR_PASSWORD: new AppError('INVALID_CREDENTIALS', {
    userMessage: 'Email o contraseña incorrectos.',
  }),
  EMAIL_NOT_VERIFIED: new AppError('EMAIL_NOT_VERIFIED', {
    userMessage: 'Debes confirmar tu email antes de iniciar sesión. Revisa tu bandeja de entrada.',
  }),
  INVALID_PASSWORD: new AppError('VALIDATION', {
    userMessage: 'La contraseña actual no es correcta.',
    field: 'currentPassword',
  }),
  INVALID_TOKEN: new AppError('INVALID_TOKEN', {
    userMessage: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  }),
  TOKEN_EXPIRED: new AppError('INVALID_TOKEN', {
    userMessage: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  }),
  PASSWORD_TOO_SHORT: new AppError('VALIDATION', {
    userMessage: 'La contraseña debe tener al menos 8 caracteres.',
  }),
  PASSWORD_TOO_LONG: new AppError('VALIDATION', {
    userMessage: 'La contraseña no puede superar los 128 caracteres.',
  }),
};

/** Rethrows a better-auth failure as the matching AppError; unknown failures pass through. */
export function translateAuthError(error: unknown): never {
  const code = authErrorCode(error);
  const known = code ? messages[code] : undefined;
  if (known) throw known;
  throw error;
}
