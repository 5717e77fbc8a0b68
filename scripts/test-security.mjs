// `npm run test:security`: the long security checks. The vitest `security` project (fuzzing),
// then sqlmap and wapiti against a local instance (scripts/security/scan.ts), then npm audit on
// the production dependencies and on all of them. Every step runs; ends with one summary line
// and exits 1 if any step failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const steps = [];

const duration = (ms) => {
  const total = Math.round(ms / 1000);
  return total >= 60 ? `${Math.floor(total / 60)} min ${total % 60} s` : `${total} s`;
};

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  const ok = result.status === 0;
  steps.push({ label, ok, detail: ok ? '' : `código ${result.status ?? result.signal}`, ms: Date.now() - stepStarted });
  if (!ok) console.error(`✖ ${label} falló (código ${result.status ?? result.signal})`);
}

// npm audit prints its own report. Advisories of high or critical severity fail the step. Where
// the registry refuses the advisory service (this project's build network answers 405), the step
// is reported as not checked, loudly, instead of failing every run; AUDIT_REQUIRED=true turns
// that into a failure on machines that can reach it (docs/security.md).
function audit(label, extraArgs) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync('npm', ['audit', '--audit-level=high', ...extraArgs], { cwd: root, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output.replace(/^npm warn Unknown user config.*\n/gm, ''));
  const unreachable =
    result.status !== 0 &&
    /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|\b405\b/.test(output);
  const skipped = unreachable && process.env.AUDIT_REQUIRED !== 'true';
  const ok = result.status === 0 || skipped;
  const detail =
    result.status === 0
      ? ''
      : unreachable
        ? 'servicio de avisos no disponible: NO COMPROBADO'
        : 'avisos de severidad alta o crítica';
  steps.push({ label, ok, warn: skipped, detail, ms: Date.now() - stepStarted });
  if (!ok || skipped) console.error(`${skipped ? '⚠' : '✖'} ${label}: ${detail}`);
}

// With DATABASE_URL (CI) the fuzzing runs on PostgreSQL and the crash test kills a server on it;
// the scanners always start their own instance on the embedded database.
run('vitest: proyecto security', 'npx', ['vitest', 'run', '--project', 'security']);
run('sqlmap y wapiti contra una instancia local', 'npx', ['tsx', 'scripts/security/scan.ts']);
audit('npm audit --audit-level=high --omit=dev', ['--omit=dev']);
audit('npm audit --audit-level=high', []);

const failed = steps.filter((step) => !step.ok);
console.log('');
for (const step of steps)
  console.log(
    `${step.warn ? '⚠' : step.ok ? '✔' : '✖'} ${step.label} (${duration(step.ms)})${step.detail ? `: ${step.detail}` : ''}`,
  );
console.log(
  `test:security: ${steps.length - failed.length} de ${steps.length} pasos correctos` +
    `${failed.length ? ` (fallaron: ${failed.map((step) => step.label).join('; ')})` : ''} en ${duration(Date.now() - started)}`,
);
process.exit(failed.length ? 1 : 0);
