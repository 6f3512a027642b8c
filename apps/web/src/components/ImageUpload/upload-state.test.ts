import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import { checkImage, uploadOutcome } from './upload-state';

const stored = (uid: string): UploadFile => ({
  uid,
  name: `${uid}.png`,
  status: 'done',
  response: {
    code: 1,
    msg: 'ok',
    data: { id: `f-${uid}`, name: `${uid}.png`, url: `/api/file/getfile?id=f-${uid}`, size: 10, type: 'image/png' },
  },
});

describe('image upload (spec 01 §4, §9)', () => {
  it('takes JPG and PNG up to 500 kB only', () => {
    expect(checkImage({ type: 'image/png', size: 500 * 1024 })).toBeNull();
    expect(checkImage({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkImage({ type: 'image/gif', size: 1 })).toBe('type');
    expect(checkImage({ type: 'image/png', size: 500 * 1024 + 1 })).toBe('size');
  });

  it('is complete only when every file succeeded', () => {
    expect(uploadOutcome([stored('a'), stored('b')])).toMatchObject({
      complete: true,
      files: [{ id: 'f-a' }, { id: 'f-b' }],
      failed: [],
    });
  });

  it('returns the list as failed while one file is uploading, failed, or refused by the server', () => {
    const uploading: UploadFile = { uid: 'c', name: 'c.png', status: 'uploading' };
    const refused: UploadFile = { uid: 'd', name: 'd.png', status: 'done', response: { code: 0, msg: 'too large' } };
    for (const other of [uploading, refused, { ...uploading, status: 'error' as const }]) {
      const outcome = uploadOutcome([stored('a'), other]);
      expect(outcome.complete).toBe(false);
      expect(outcome.failed).toHaveLength(2);
    }
    expect(uploadOutcome([]).complete).toBe(false);
  });
});
