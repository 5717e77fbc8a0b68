// Every HTML, JS, CSS, JSON and SVG answer must be compressed: brotli when the browser accepts
// it, else gzip. Asks for each file of the web build (and the pages' HTML) both ways.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const TEXT = /\.(html|js|css|json|svg|webmanifest)$/;

function builtFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtFiles(full, `${prefix}/${name}`);
    return TEXT.test(name) ? [`${prefix}/${name}`] : [];
  });
}

export type CompressionCheck = { checked: number; uncompressed: string[] };

export async function checkCompression(
  baseUrl: string,
  webDist: string,
  extra: { path: string; cookie?: string }[],
): Promise<CompressionCheck> {
  const targets: { path: string; cookie?: string }[] = [...builtFiles(webDist).map((path) => ({ path })), ...extra];
  const uncompressed: string[] = [];
  for (const target of targets) {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${baseUrl}${target.path}`, {
        headers: { 'accept-encoding': accept, ...(target.cookie ? { cookie: target.cookie } : {}) },
      });
      await response.arrayBuffer();
      const encoding = response.headers.get('content-encoding');
      if (encoding !== expected) uncompressed.push(`${target.path} (${accept}: ${encoding ?? 'none'})`);
    }
  }
  return { checked: targets.length, uncompressed };
}
