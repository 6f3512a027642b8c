/** An analysis worker thread: runs cam's `analyzeArchive` (and the previews) for one task at a time. */
import { parentPort } from 'node:worker_threads';
import { analyzeArchive, isCamError, renderPreview, type ProgressStage } from '@pcbunion/cam';
import type { AnalysisTask, Preview, WorkerMessage } from './protocol.js';

/** A side's SVG above this size is not kept (a browser would choke on it); the analysis still counts. */
const PREVIEW_MAX_CHARS = 4 * 1024 * 1024;

const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);

function run(task: AnalysisTask): WorkerMessage {
  const started = performance.now();
  let last = { fraction: -1, stage: '' as ProgressStage | '' };
  const onProgress = (fraction: number, stage: ProgressStage) => {
    if (stage === last.stage && fraction - last.fraction < 0.02) return;
    last = { fraction, stage };
    send({ type: 'progress', id: task.id, fraction, stage });
  };
  try {
    const result = analyzeArchive(new Uint8Array(task.bytes), task.fileName, {
      limits: task.limits,
      onProgress,
      corrections: task.corrections ?? [],
    });
    let preview: Preview | null = null;
    if (task.preview) {
      try {
        preview = renderPreview(result);
        if (preview.top.length > PREVIEW_MAX_CHARS || preview.bottom.length > PREVIEW_MAX_CHARS) preview = null;
      } catch {
        preview = null;
      }
    }
    return { type: 'done', id: task.id, result, preview, ms: Math.round(performance.now() - started) };
  } catch (error) {
    if (isCamError(error)) return { type: 'failed', id: task.id, code: error.code, message: error.message };
    return {
      type: 'failed',
      id: task.id,
      code: 'ANALYSIS_ERROR',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

port.on('message', (task: AnalysisTask) => send(run(task)));
send({ type: 'ready' });
