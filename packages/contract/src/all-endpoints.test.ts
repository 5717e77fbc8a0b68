import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, contractModules } from './all-endpoints.ts';

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('allEndpoints', () => {
  it('lists every contract file that defines an endpoint', () => {
    const root = import.meta.dirname;
    const defining = contractFiles(root)
      .filter((file) => !file.endsWith('endpoint.ts') && readFileSync(file, 'utf8').includes('defineEndpoint('))
      .map((file) => path.relative(root, file).replace(/\.ts$/, '').split(path.sep).join('/'))
      .sort();
    expect([...contractModules].sort()).toEqual(defining);
  });

  it('holds each method and path once', () => {
    const keys = allEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every defineEndpoint call of the contract', () => {
    const root = import.meta.dirname;
    const calls = contractFiles(root)
      .filter((file) => !file.endsWith('endpoint.ts'))
      .reduce((sum, file) => sum + (readFileSync(file, 'utf8').match(/defineEndpoint\(/g)?.length ?? 0), 0);
    expect(allEndpoints.length).toBe(calls);
  });
});
