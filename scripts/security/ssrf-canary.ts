// A local stand-in for wapiti's SSRF endpoint (wapiti3.ovh, unreachable offline): wapiti puts
// URLs of this server into every parameter; any request the instance makes to it is an SSRF.
// It answers wapiti's `get_ssrf.php?id=<session>` in the format mod_ssrf reads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Hit = { url: string; method: string; date: string; ip: string; size: number };

export type SsrfCanary = { url: string; hits: Hit[]; close: () => Promise<void> };

export async function startSsrfCanary(): Promise<SsrfCanary> {
  const hits: Hit[] = [];
  // session id → path id → hex parameter → hits, as in /ssrf/<session>/<path id>/<hex param>/.
  const bySession = new Map<string, Record<string, Record<string, Hit[]>>>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://canary');
    if (url.pathname === '/get_ssrf.php') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(bySession.get(url.searchParams.get('id') ?? '') ?? {}));
      return;
    }
    const hit: Hit = {
      url: url.pathname + url.search,
      method: request.method ?? 'GET',
      date: new Date().toISOString(),
      ip: request.socket.remoteAddress ?? '',
      size: Number(request.headers['content-length'] ?? 0),
    };
    hits.push(hit);
    const [, kind, session, pathId, hexParam] = url.pathname.split('/');
    if (kind === 'ssrf' && session && pathId && hexParam) {
      const paths = bySession.get(session) ?? {};
      const params = (paths[pathId] ??= {});
      (params[hexParam] ??= []).push(hit);
      bySession.set(session, paths);
    }
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
