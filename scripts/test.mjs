// `npm test`: unit and web tests, integration tests over HTTP on a real database, then the
// Playwright journeys against the built app. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'fitcover-reports-'));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failedStep = true;
    console.error(`✖ ${label} falló (código ${result.status})`);
  }
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed +=
    (report.numFailedTests ?? 0) +
    (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const wants = (step) => only.length === 0 || only.includes(step);
const vitest = (label, projects, file, env) =>
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );

if (wants('unit')) {
  const file = path.join(reports, 'unit.json');
  vitest('Pruebas unitarias', ['unit', 'web'], file);
  countVitest(file);
}
if (wants('integration')) {
  const file = path.join(reports, 'integration.json');
  vitest(`Pruebas de integración (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, ['integration'], file);
  countVitest(file);
}
if (wants('e2e')) {
  const file = path.join(reports, 'e2e.json');
  if (run('Compilación de la web', 'npm', ['run', 'build', '-w', '@fitcover/web'])) {
    run(
      'Recorridos de extremo a extremo (Playwright + Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        E2E_JSON_REPORT: file,
        DATABASE_URL: '',
      },
    );
    countPlaywright(file);
  }
}

console.log(`\nResumen: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
