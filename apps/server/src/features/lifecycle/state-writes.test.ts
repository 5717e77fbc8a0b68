// Offer and application states change in one place (ADR 0014): outside features/lifecycle no
// server code creates, deletes or moves an offer or an application. Seeds and bench data, which
// build rows in bulk for measurements, are the only exception.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const allowed = (file: string) =>
  file.startsWith('features/lifecycle/') || file.startsWith('seed/') || file.endsWith('.test.ts');

/** What a file may not do outside the lifecycle, with a name for the failure message. */
const forbidden: [string, RegExp][] = [
  ['creates an application', /\.insert\(\s*aplicaciones\s*\)|insert\s+into\s+aplicaciones\b/i],
  ['creates an offer', /\.insert\(\s*ofertas\s*\)|insert\s+into\s+ofertas\b/i],
  [
    'deletes an offer or an application',
    /\.delete\(\s*(ofertas|aplicaciones)\s*\)|delete\s+from\s+(ofertas|aplicaciones)\b/i,
  ],
  ['updates an application', /\.update\(\s*aplicaciones\s*\)|update\s+aplicaciones\b/i],
  // Other columns of an offer may be edited (its details, the search copy of the gym's name).
  [
    'writes an offer state',
    /\.update\(\s*ofertas\s*\)\s*\.set\(\{[^}]*\b(estado|motivoCancelacion)\b|update\s+ofertas\s+set[^;`]*\bestado\b/i,
  ],
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('offer and application states', () => {
  it('are written only by the lifecycle modules', async () => {
    const offences: string[] = [];
    for (const full of await sourceFiles(src)) {
      const file = path.relative(src, full).split(path.sep).join('/');
      if (allowed(file)) continue;
      const text = await readFile(full, 'utf8');
      for (const [what, pattern] of forbidden) if (pattern.test(text)) offences.push(`${file} ${what}`);
    }
    expect(offences).toEqual([]);
  });

  it('would notice a service writing a state itself', () => {
    const sample = "await tx.update(ofertas).set({ estado: 'abierta' }).where(eq(ofertas.id, id));";
    expect(forbidden.some(([, pattern]) => pattern.test(sample))).toBe(true);
    const edit = 'await tx.update(ofertas).set({ ...changes, updatedAt: now }).where(eq(ofertas.id, id));';
    expect(forbidden.some(([, pattern]) => pattern.test(edit))).toBe(false);
  });
});
