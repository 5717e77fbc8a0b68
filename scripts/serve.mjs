// `npm run serve`: the production start for one or many instances. It never builds (run
// `npm run build` once first: several instances building into one folder at once would trip
// over each other) and it is one process: `exec` in the npm script replaces the shell, and the
// server runs in this very node process, so SIGTERM to the npm pid or to this pid stops it
// gracefully (npm forwards the signal to its child).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No hay compilación de la web en ${webDist}: ejecuta "npm run build" antes de "npm run serve".`);
  process.exit(1);
}
await import('../apps/server/src/main.ts');
