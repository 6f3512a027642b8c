import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAnalysisJob, getGerberFile, uploadGerber } from './api';
import type { AnalysisJob } from './types';

export type UploadPhase = 'idle' | 'uploading' | 'analysing' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  fileName?: string;
  /** Share of the archive sent (0…1). */
  transfer: number;
  fileUid?: string;
  job?: AnalysisJob;
  /** Why the upload failed: the server's message (the screen puts "upload failed" before it). */
  error?: string;
  errorCode?: string | null;
  /** Boards ahead of this one in the analysis queue, as the upload answered (the job then tells). */
  ahead?: number | null;
}

const IDLE: UploadState = { phase: 'idle', transfer: 0 };

/**
 * One Gerber upload from the browser: the transfer with its progress, then the server's analysis job, polled
 * until it is done or failed, then the stored file with its analysis.
 */
export function useGerberUpload(fields: { merchant_uid?: string | undefined }) {
  const [state, setState] = useState<UploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const uid = state.fileUid;

  const job = useQuery({
    queryKey: ['gerber', 'job', uid],
    queryFn: () => getAnalysisJob(uid!, { silent: true }),
    enabled: !!uid && state.phase === 'analysing',
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : 400,
  });
  const detail = useQuery({
    queryKey: ['gerber', 'file', uid],
    queryFn: () => getGerberFile(uid!),
    enabled: !!uid && state.phase === 'done',
  });

  // Each new answer of the analysis job moves the upload on while it is analysing.
  const current = job.data;
  if (current && state.phase === 'analysing' && current !== state.job) {
    if (current.state === 'done') setState((s) => ({ ...s, phase: 'done', job: current }));
    else if (current.state === 'failed')
      setState((s) => ({
        ...s,
        phase: 'failed',
        job: current,
        error: current.message ?? undefined,
        errorCode: current.error_code,
      }));
    else setState((s) => ({ ...s, job: current }));
  }

  const start = useCallback(
    (file: File) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', fileName: file.name, transfer: 0 });
      uploadGerber(
        file,
        { merchant_uid: fields.merchant_uid },
        (transfer) => setState((s) => (s.phase === 'uploading' ? { ...s, transfer } : s)),
        controller.signal,
      ).then(
        (answer) =>
          setState((s) => ({
            ...s,
            phase: 'analysing',
            transfer: 1,
            fileUid: answer.job_id,
            ahead: answer.ahead ?? null,
          })),
        (error: Error) =>
          !controller.signal.aborted && setState((s) => ({ ...s, phase: 'failed', error: error.message })),
      );
    },
    [fields.merchant_uid],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setState(IDLE);
  }, []);

  useEffect(() => () => abort.current?.abort(), []);

  return { state, detail: detail.data, start, reset };
}
