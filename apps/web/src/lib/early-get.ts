// GET requests a page is known to make, sent before its code has arrived (ADR 0025): main.tsx
// loads this module on a signed-in page's shell and sends them as soon as the session is known,
// while the page's chunks are still downloading; apiRequest takes each answer instead of asking
// again. An answer is taken once; one not taken within a few seconds is left to the browser.
// Not part of the public pages' first load: api-client only holds the hook this module sets.
import { alreadyAsked, setEarlyAnswers } from './api-client';

const TAKE_WITHIN_MS = 10_000;

type Early = { response: Promise<Response>; sentAt: number };
const early = new Map<string, Early>();

/** The answer of an early GET of `url`, once; undefined when none was sent or it is too old. */
function takeEarly(url: string): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return performance.now() - entry.sentAt <= TAKE_WITHIN_MS ? entry.response : undefined;
}

/** Sends each GET now, the way apiRequest would (same URL, credentials and Accept header). */
export function sendEarly(urls: readonly string[]): void {
  setEarlyAnswers(takeEarly, () => early.clear());
  for (const url of urls) {
    // The page's code came first and asked already: a second answer could only be older news.
    if (early.has(url) || alreadyAsked(url)) continue;
    const response = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    // Never an unhandled rejection: whoever takes it sees the failure, as with its own request.
    response.catch(() => undefined);
    early.set(url, { response, sentAt: performance.now() });
  }
}
