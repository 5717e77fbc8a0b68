// Every background job type the app knows, by name. Features add their handlers here.
import type { JobHandlers } from './jobs.ts';

export const jobHandlers: JobHandlers = {};
