// Starts a TypeScript worker under tsx: worker threads do not inherit the parent's tsx loader.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
