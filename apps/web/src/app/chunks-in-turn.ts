/** What the build's manifest (Vite's .vite/manifest.json) says of one chunk. */
export type ManifestChunk = { file: string; imports?: string[] };

/**
 * The JavaScript chunks of a page's route modules that the entry does not already carry (`inEntry`),
 * each listed after the chunks it imports (post-order): main.tsx imports them in this order, one
 * per task, so that no single task evaluates the whole page (ADR 0025, amendment). Run by the
 * build (scripts/prerender.mjs) for each signed-in page's shell.
 */
export function chunksInTurn(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  inEntry: (file: string) => boolean,
): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!inEntry(chunk.file)) files.push(`/${chunk.file}`);
  };
  for (const module of modules) visit(module);
  return files;
}
