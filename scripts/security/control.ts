// The positive control: a deliberately injectable endpoint outside FitCover (its own tiny HTTP
// server over an in-memory PGlite), scanned with the same commands and parsing. If sqlmap or
// wapiti does not report it, the scan cannot be trusted to report FitCover's either (an
// upgraded scanner with new wording, a broken option), and the scan fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runSqlmap } from './sqlmap.ts';
import type { Target } from './targets.ts';
import { runWapiti } from './wapiti.ts';

const PATH = '/api/control/items';

export type Control = { baseUrl: string; targets: Target[]; close: () => Promise<void> };

export async function startControl(): Promise<Control> {
  const db = await PGlite.create();
  await db.exec("create table items (name text); insert into items values ('alfa'), ('beta');");
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let name = url.searchParams.get('name') ?? '';
      if (request.method === 'POST') {
        try {
          name = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { name?: unknown }).name ?? '');
        } catch {
          name = '';
        }
      }
      // The flaw on purpose: the value concatenated into the SQL, the database error echoed.
      db.query(`select name from items where name = '${name}'`)
        .then((result) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ items: result.rows }));
        })
        .catch((error: Error) => {
          response.statusCode = 500;
          response.end(`PostgreSQL query failed: ERROR: ${error.message}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = { path: PATH, pathTemplate: PATH, pathValues: {}, role: 'anonymous', hasInput: true } as const;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    targets: [
      { ...base, name: 'control GET', method: 'GET', query: { name: 'alfa' } },
      { ...base, name: 'control POST JSON', method: 'POST', query: {}, body: { name: 'alfa' } },
    ],
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** Scans the control; returns what each scanner failed to detect (empty when both did). */
export async function scanControl(control: Control, outDir: string, ssrfEndpoint: string): Promise<string[]> {
  const [sqlmap, wapiti] = await Promise.all([
    runSqlmap(control.baseUrl, control.targets, path.join(outDir, 'sqlmap'), 1),
    runWapiti(control.baseUrl, control.targets, path.join(outDir, 'wapiti'), {
      ssrfEndpoint,
      jobs: 1,
      modules: ['sql'],
    }),
  ]);
  const missed = sqlmap.filter((r) => r.findings.length === 0).map((r) => `sqlmap no detectó ${r.target.name}`);
  if (!wapiti.some((r) => r.findings.some((f) => f.startsWith('SQL Injection')))) {
    missed.push('wapiti no detectó control GET');
  }
  return missed;
}
