// A file sent as the raw request body (an avatar, a credential), not JSON, so it bypasses
// apiRequest: the same idempotent send (sendRequest), the same errors, and the answer checked
// against the caller's schema. Its own module, so the public pages' first load never carries it.
import { sendRequest } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';

type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

export async function uploadFile<T>(
  method: 'POST' | 'PUT',
  url: string,
  file: File,
  contentType: string,
  schema: Schema<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await sendRequest(url, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': contentType, Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError({ status: 0, code: 'INTERNAL', message: NETWORK_ERROR_MESSAGE });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toApiError(response.status, body, response.headers.get('x-request-id'));
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError({ status: response.status, code: 'INTERNAL', message: 'Respuesta inesperada del servidor.' });
  return parsed.data;
}
