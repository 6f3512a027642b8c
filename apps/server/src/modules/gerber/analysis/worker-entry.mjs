// Entry of an analysis worker thread. The server runs TypeScript sources under tsx, but on Node 20 a worker
// does not take tsx's loader from `execArgv: ['--import', 'tsx']` for its own entry (ERR_UNKNOWN_FILE_EXTENSION),
// so this plain-JS entry registers tsx's ESM hooks in the worker itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
