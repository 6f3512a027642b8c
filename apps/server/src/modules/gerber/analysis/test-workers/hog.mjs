// Stand-in analysis worker for the pool's tests: keeps allocating until its heap limit stops it.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {
  const kept = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
});
parentPort.postMessage({ type: 'ready' });
