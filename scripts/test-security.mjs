// `npm run test:security`: the long security checks. Placeholder until the scanners land.
import { spawnSync } from 'node:child_process';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'security', '--passWithNoTests'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
