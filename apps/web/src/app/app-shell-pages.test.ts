import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellPages } from './app-shell-pages';

const webRoot = path.resolve(__dirname, '../..');

describe('appShellPages', () => {
  it('names route modules that exist, each page with its area layout', () => {
    for (const page of appShellPages) {
      expect(page.modules.length, page.path).toBeGreaterThan(0);
      for (const module of page.modules) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      if (page.path !== '/chat') expect(page.modules[0]).toBe('src/app/routes/area-layout.tsx');
    }
  });
});
