// npm run docs:lifecycle: writes docs/lifecycle.md from the lifecycle modules.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIFECYCLE_DOC_PATH, lifecycleDoc } from '../features/lifecycle/lifecycle-docs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
await writeFile(path.join(root, LIFECYCLE_DOC_PATH), await lifecycleDoc(root));
console.log(`Escrito ${LIFECYCLE_DOC_PATH}`);
