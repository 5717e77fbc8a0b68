// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (TypeScript through tsx) and forwards stop signals to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/public',
  'packages/contract/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'La aplicación web ha cambiado: compilando…' : 'Compilando la aplicación web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@fitcover/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation: fewer scavenges per request, ~15 % more search throughput under
// load (ADR 0010). The benchmark (apps/server/src/cli/bench-search.ts) starts the server alike.
const nodeFlags = ['--max-semi-space-size=32'];
const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
