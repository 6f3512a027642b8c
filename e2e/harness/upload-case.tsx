/**
 * The image-upload scenario: ImageUpload as a form would use it, uploading through /api/file/upload (the harness
 * server passes /api to the real server). Every outcome it reports is kept in `window.__outcomes` and the last
 * one is shown, so a test can wait for it.
 */
import { useState } from 'react';
import ImageUpload, { type UploadOutcome } from '../../apps/web/src/components/ImageUpload';

export interface ReportedOutcome {
  complete: boolean;
  files: string[];
  failed: Array<{ name: string; status: string | undefined }>;
}

const reported = () => ((window as unknown as { __outcomes?: ReportedOutcome[] }).__outcomes ??= []);

export function UploadCase() {
  const [last, setLast] = useState<ReportedOutcome | null>(null);
  const onChange = (outcome: UploadOutcome) => {
    const plain = {
      complete: outcome.complete,
      files: outcome.files.map((f) => f.name),
      failed: outcome.failed.map((f) => ({ name: f.name, status: f.status })),
    };
    reported().push(plain);
    setLast(plain);
  };
  return (
    <>
      <ImageUpload onChange={onChange} />
      <output data-testid="outcome" data-complete={last ? String(last.complete) : ''}>
        {last ? `${last.complete ? 'complete' : 'not complete'}: ${last.files.join(', ')}` : 'nothing yet'}
      </output>
    </>
  );
}
