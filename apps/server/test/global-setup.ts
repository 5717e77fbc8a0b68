import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createGolden, goldenDumpPath } from './golden-db.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    goldenDumpPath: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dumpPath = goldenDumpPath();
  await createGolden(process.env.DATABASE_URL || undefined, dumpPath);
  project.provide('goldenDumpPath', dumpPath);
  return async () => {
    await rm(dumpPath, { force: true });
  };
}
