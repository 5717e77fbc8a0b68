import { describe, expect, it } from 'vitest';
import { chunksInTurn, type ManifestChunk } from './chunks-in-turn';

const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/index.js' },
  'src/app/routes/area-layout.tsx': { file: 'assets/area-layout.js', imports: ['_es.js', '_react.js'] },
  'src/app/routes/gym-offers-page.tsx': {
    file: 'assets/gym-offers-page.js',
    imports: ['_fields.js', '_es.js', '_react.js'],
  },
  '_fields.js': { file: 'assets/fields.js', imports: ['_zod-classic.js'] },
  '_zod-classic.js': { file: 'assets/zod-classic.js', imports: ['_zod-base.js'] },
  '_zod-base.js': { file: 'assets/zod-base.js' },
  '_es.js': { file: 'assets/es.js', imports: ['_zod-base.js'] },
};
const inEntry = (file: string) => file === 'assets/index.js';

describe('chunksInTurn', () => {
  it('lists every chunk after the chunks it imports, once, without the entry', () => {
    const files = chunksInTurn(
      manifest,
      ['src/app/routes/area-layout.tsx', 'src/app/routes/gym-offers-page.tsx'],
      inEntry,
    );
    expect(files).toEqual([
      '/assets/zod-base.js',
      '/assets/es.js',
      '/assets/area-layout.js',
      '/assets/zod-classic.js',
      '/assets/fields.js',
      '/assets/gym-offers-page.js',
    ]);
    for (const [index, file] of files.entries()) {
      const key = Object.keys(manifest).find((k) => `/${manifest[k]!.file}` === file)!;
      for (const imported of manifest[key]!.imports ?? []) {
        const importedFile = `/${manifest[imported]!.file}`;
        if (!inEntry(manifest[imported]!.file)) expect(files.indexOf(importedFile)).toBeLessThan(index);
      }
    }
  });

  it('stops the build when a page names a module that is not in it', () => {
    expect(() => chunksInTurn(manifest, ['src/app/routes/no-such-page.tsx'], inEntry)).toThrow(/not in the build/);
  });
});
