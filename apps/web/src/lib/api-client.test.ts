import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '@fitcover/contract/auth/me';
import { signIn } from '@fitcover/contract/auth/sign-in';
import { listNotifications } from '@fitcover/contract/notifications/list';
import { apiRequest, buildUrl, setUnauthorizedHandler } from './api-client';
import { ApiError, toApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
});

describe('toApiError', () => {
  it('keeps the server code, message, title and field', () => {
    const error = toApiError(400, {
      error: { code: 'VALIDATION', message: 'Introduce un email válido.', title: 'Error', field: 'email' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Introduce un email válido.',
      title: 'Error',
      field: 'email',
    });
  });

  it('falls back by status when the body is not an error body', () => {
    expect(toApiError(429, 'Too Many Requests')).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(toApiError(502, undefined)).toMatchObject({
      code: 'INTERNAL',
      message: 'Algo ha ido mal. Inténtalo de nuevo más tarde.',
    });
  });

  it('ignores unknown codes but keeps the message', () => {
    expect(toApiError(403, { error: { code: 'WHATEVER', message: 'No.' } })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'No.',
    });
  });
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and parses the response', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(200, {
        user: {
          id: '6f1c1f0e-3b0a-4c55-9d6a-0d6c5f7b2a11',
          email: 'a@b.es',
          rol: 'gimnasio',
          nombre: 'Gym',
          ciudad: null,
          avatarUrl: null,
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest(signIn, { body: { email: 'a@b.es', password: 'secret123', rememberMe: true } });
    expect(result.user.rol).toBe('gimnasio');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-in');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.es', password: 'secret123', rememberMe: true });
  });

  it('throws ApiError from the error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse(403, { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirma tu email.' } })),
    );
    await expect(apiRequest(signIn, { body: { email: 'a@b.es', password: 'x' } })).rejects.toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirma tu email.',
    });
  });

  it('clears the session on a 401 from a user endpoint, not from a public one', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation(() =>
          Promise.resolve(jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Inicia sesión.' } })),
        ),
    );
    await expect(apiRequest(getMe)).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiRequest(signIn, { body: { email: 'a@b.es', password: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('maps network failures to a Spanish message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest(getMe)).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('No se pudo conectar'),
    });
  });

  it('builds query strings without empty values', async () => {
    expect(buildUrl('/api/notifications', { limit: 1, before: undefined })).toBe('/api/notifications?limit=1');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { items: [], unread: 2, nextCursor: null }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest(listNotifications, { query: { limit: 1 } });
    expect(result.unread).toBe(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications?limit=1');
  });
});
