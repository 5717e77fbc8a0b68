// Other spellings of a route's path, and a raw HTTP client that sends them exactly as written
// (app.inject parses the URL with WHATWG rules, which folds `..` and reads `//x` as a host).
// Used by the authorization matrix and the fuzzer (issue 25: a check that looked at the raw
// URL's prefix missed /%61pi/…, which the router decodes to /api/…).
import http from 'node:http';

export type Spelling = { name: string; path: string };

/** Percent-encodes the first letter of the path's first segment: /api/x → /%61pi/x. */
export function encodedLetter(path: string): string {
  return path.replace(/^\/([a-z])/i, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);
}

/** The same route written five other ways; only `encoded` reaches it (the router decodes it). */
export function spellingsOf(path: string): Spelling[] {
  const [pathname = '', query] = path.split('?');
  const rest = pathname.replace(/^\/api\//, '');
  const withQuery = (p: string) => (query === undefined ? p : `${p}?${query}`);
  return [
    { name: 'encoded', path: withQuery(encodedLetter(pathname)) },
    { name: 'double slash', path: withQuery(`/api//${rest}`) },
    { name: 'trailing slash', path: withQuery(`${pathname}/`) },
    { name: 'upper case', path: withQuery(pathname.toUpperCase()) },
    { name: 'dot segment', path: withQuery(`/api/x/../${rest}`) },
  ];
}

/** The three content types a page on another site may post without asking first. */
export const simpleContentTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export type RawResponse = { statusCode: number; headers: http.IncomingHttpHeaders; body: string };

/** Sends one request with its path byte for byte. */
export function rawRequest(
  base: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const length = options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method: options.method, path: options.path, headers: { ...length, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
