// The icons no public page draws go into one chunk of the signed-in areas (vite.config.ts): a
// signed-in page asked for ~20 icons one request each, and Lighthouse's phone runs HTTP/1.1 with
// six connections to the origin. A public page must not grow by the areas' icons (its budget is
// 100 KiB of compressed JavaScript), so the icons some public module imports stay where they were.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { iconFilesFromBarrel, iconsImportedBy, isPublicModule } from './src/app/public-icons';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The icon files (lucide's kebab-case names) some public module under `srcDir` imports. */
export function iconsOfPublicPages(srcDir: string): Set<string> {
  const lucide = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const files = iconFilesFromBarrel(readFileSync(path.join(lucide, 'dist', 'esm', 'lucide-react.js'), 'utf8'));
  return new Set(
    sourceFiles(srcDir)
      .filter((file) => isPublicModule(path.relative(srcDir, file)))
      .flatMap((file) => iconsImportedBy(readFileSync(file, 'utf8'), files)),
  );
}
