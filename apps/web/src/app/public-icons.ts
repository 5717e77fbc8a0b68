// Which lucide icons the public pages draw, read from the source (the build's icon chunk holds
// the others: vite.config.ts, icon-chunks.ts). lucide's barrel is every icon's importer in the
// module graph, so the app's own import lines are what say who uses which icon.

/** The folders (under src/) whose modules public pages load; the rest is the signed-in areas'. */
export const isPublicModule = (relativePath: string) =>
  /^(app[\\/](routes|public-routes)|i18n|features[\\/](marketing|auth)|components[\\/]ui)([\\/.]|$)/.test(relativePath);

/** Every name lucide's ESM barrel exports (aliases included) → the icon's module file name. */
export function iconFilesFromBarrel(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.js'/g)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) files.set(name[1]!, file!);
  }
  return files;
}

/** The icon files a module's source imports from lucide-react. */
export function iconsImportedBy(source: string, files: Map<string, string>): string[] {
  const icons: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
    for (const imported of match[1]!.split(',')) {
      const name = imported
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const file = files.get(name);
      if (file) icons.push(file);
    }
  }
  return icons;
}
