// docs/lifecycle.md is generated from the lifecycle modules: it must say what they say.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_DOC_PATH, lifecycleDoc } from './lifecycle-docs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('docs/lifecycle.md', () => {
  it('is up to date with the lifecycle modules (run npm run docs:lifecycle)', async () => {
    const committed = await readFile(path.join(root, LIFECYCLE_DOC_PATH), 'utf8');
    expect(committed).toBe(await lifecycleDoc(root));
  });
});
