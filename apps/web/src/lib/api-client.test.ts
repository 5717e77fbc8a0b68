import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '@fitcover/contract/auth/me';
import { signIn } from '@fitcover/contract/auth/sign-in';
import { listNotifications, markAllNotificationsRead } from '@fitcover/contract/notifications/list';
import { apiRequest, buildUrl, setUnauthorizedHandler } from './api-client';
import { ApiError, errorDescription, toApiError } from './api-error';

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

describe('writes: idempotency key and retries', () => {
  const headerOf = (call: unknown[], name: string) => new Headers((call[1] as RequestInit).headers).get(name);
  const signInBody = { body: { email: 'a@b.es', password: 'secret123' } };
  const signedIn = () =>
    jsonResponse(200, {
      user: {
        id: '6f1c1f0e-3b0a-4c55-9d6a-0d6c5f7b2a11',
        email: 'a@b.es',
        rol: 'gimnasio',
        nombre: 'G',
        ciudad: null,
        avatarUrl: null,
      },
    });

  it('sends one key per action and repeats it after no answer and after a 502, until the answer comes', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(502, undefined))
      .mockResolvedValueOnce(signedIn());
    vi.stubGlobal('fetch', fetchMock);
    const answer = apiRequest(signIn, signInBody);
    await vi.runAllTimersAsync();
    expect((await answer).user.nombre).toBe('G');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map((call) => headerOf(call, 'idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);

    // The next action gets a new key.
    fetchMock.mockResolvedValueOnce(signedIn());
    await apiRequest(signIn, signInBody);
    expect(headerOf(fetchMock.mock.calls[3]!, 'idempotency-key')).not.toBe(keys[0]);
    vi.useRealTimers();
  });

  it('gives up after four retries and never retries an answer such as 500 or 409', async () => {
    vi.useFakeTimers();
    const failing = vi.fn().mockImplementation(() => Promise.resolve(jsonResponse(503, undefined)));
    vi.stubGlobal('fetch', failing);
    const answer = apiRequest(signIn, signInBody).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await answer).toMatchObject({ status: 503 });
    expect(failing).toHaveBeenCalledTimes(5);

    const conflict = vi.fn().mockResolvedValue(jsonResponse(409, { error: { code: 'CONFLICT', message: 'Ya.' } }));
    vi.stubGlobal('fetch', conflict);
    await expect(apiRequest(signIn, signInBody)).rejects.toMatchObject({ status: 409 });
    expect(conflict).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('sends reads without a key and never repeats them', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(502, undefined));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest(getMe)).rejects.toMatchObject({ status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headerOf(fetchMock.mock.calls[0]!, 'idempotency-key')).toBeNull();
  });
});

describe('error reference', () => {
  it('takes the request id from the error body or the header and shows its start under the message', () => {
    const fromBody = toApiError(500, { error: { code: 'INTERNAL', message: 'Falló.', requestId: 'abcdef12-3456' } });
    expect(fromBody.requestId).toBe('abcdef12-3456');
    expect(errorDescription(fromBody, 'x')).toBe('Falló. Referencia: abcdef12');
    expect(toApiError(502, undefined, 'f00dbabe99').requestId).toBe('f00dbabe99');
    expect(errorDescription(new Error('boom'), 'Algo falló.')).toBe('Algo falló.');
  });
});

describe('early GETs (sent with the code of a signed-in page, ADR 0025)', () => {
  it('takes the early answer once instead of asking again, then asks as usual', async () => {
    const { sendEarly } = await import('./early-get');
    const fetchMock = vi.fn(async () => jsonResponse(200, { items: [], unread: 4, nextCursor: null }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly(['/api/notifications?limit=9']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?limit=9', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    expect((await apiRequest(listNotifications, { query: { limit: 9 } })).unread).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await apiRequest(listNotifications, { query: { limit: 9 } })).unread).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends nothing early for a URL the page already asked for, whose answer could only be older', async () => {
    const { sendEarly } = await import('./early-get');
    let unread = 1;
    const fetchMock = vi.fn(async () => jsonResponse(200, { items: [], unread: unread++, nextCursor: null }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await apiRequest(listNotifications, { query: { limit: 2 } })).unread).toBe(1);
    sendEarly(['/api/notifications?limit=2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await apiRequest(listNotifications, { query: { limit: 2 } })).unread).toBe(2);
  });

  it('drops early answers not yet taken once the page writes, so a refetch reads the change', async () => {
    const { sendEarly } = await import('./early-get');
    let unread = 7;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? jsonResponse(200, { ok: true })
        : jsonResponse(200, { items: [], unread, nextCursor: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    sendEarly(['/api/notifications?limit=3']);
    unread = 0;
    await apiRequest(markAllNotificationsRead);
    expect((await apiRequest(listNotifications, { query: { limit: 3 } })).unread).toBe(0);
  });
});
