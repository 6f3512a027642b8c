// Stand-in analysis worker for the pool's tests: never answers (a runaway analysis).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {
  for (;;);
});
parentPort.postMessage({ type: 'ready' });
