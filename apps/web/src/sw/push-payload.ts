// Reads what the server put in a push message (the contract's pushPayloadSchema), defensively:
// a malformed message still shows a generic notification, and a link only ever points inside
// the app.
import type { PushPayload } from '@fitcover/contract/push/payload';

export type ShownPush = Pick<PushPayload, 'title' | 'body' | 'url'> & {
  tag: string | undefined;
  icon: string | undefined;
  timestamp: number | undefined;
};

const FALLBACK: ShownPush = {
  title: 'FitCover',
  body: 'Tienes novedades en FitCover.',
  url: '/app',
  tag: undefined,
  icon: undefined,
  timestamp: undefined,
};

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined;

/** A path of this site ("/…", never "//host" or another scheme); "/app" otherwise. */
export function safeTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return FALLBACK.url;
  return value;
}

export function parsePushPayload(raw: string): ShownPush {
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return FALLBACK;
    data = parsed as Record<string, unknown>;
  } catch {
    return FALLBACK;
  }
  return {
    title: text(data.title, 120) ?? FALLBACK.title,
    body: text(data.body, 500) ?? FALLBACK.body,
    url: safeTarget(data.url),
    tag: text(data.tag, 120),
    icon: typeof data.icon === 'string' ? safeTarget(data.icon) : undefined,
    timestamp: typeof data.timestamp === 'number' && Number.isFinite(data.timestamp) ? data.timestamp : undefined,
  };
}
