// Stand-in analysis worker for the pool's tests: answers each analysis at once, its file name as the result.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (task) => {
  parentPort.postMessage({ type: 'done', id: task.id, result: { fileName: task.fileName }, preview: null, ms: 0 });
});
parentPort.postMessage({ type: 'ready' });
