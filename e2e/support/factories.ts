// The shared server factories, reached through the e2e-only /api/testing routes.
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

type Account = { id: string; email: string; password: string };

export async function createGym(request: APIRequestContext, data: Record<string, unknown> = {}): Promise<Account> {
  const response = await request.post('/api/testing/gyms', { data });
  if (!response.ok()) throw new Error(`createGym failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function createInstructor(
  request: APIRequestContext,
  data: Record<string, unknown> = {},
): Promise<Account> {
  const response = await request.post('/api/testing/instructors', { data });
  if (!response.ok()) throw new Error(`createInstructor failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function createOffer(request: APIRequestContext, data: Record<string, unknown>): Promise<{ id: string }> {
  const response = await request.post('/api/testing/offers', { data });
  if (!response.ok()) throw new Error(`createOffer failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * The server's clock, in ms. The e2e server's clock is shared by every journey and one of them
 * moves it forward (cover in minutes), so dates the server computes ("in 1 day") are read off it,
 * not off this machine's clock: near midnight in Madrid the two fall on different days.
 */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/testing/clock', { data: { minutes: 0 } });
  if (!response.ok()) throw new Error(`serverNow failed: ${response.status()} ${await response.text()}`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** An application of an instructor to an offer, as if the instructor had applied (estado pendiente). */
export async function createApplication(
  request: APIRequestContext,
  data: { ofertaId: string; instructorId: string },
): Promise<{ id: string }> {
  const response = await request.post('/api/testing/applications', { data });
  if (!response.ok()) throw new Error(`createApplication failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A class the gym accepted the instructor for, which already took place (reviews). */
export async function createPastClass(
  request: APIRequestContext,
  data: { gymId: string; instructorId: string; titulo?: string; hoursAgo?: number },
): Promise<{ ofertaId: string; aplicacionId: string }> {
  const response = await request.post('/api/testing/past-classes', { data });
  if (!response.ok()) throw new Error(`createPastClass failed: ${response.status()} ${await response.text()}`);
  return response.json();
}
