import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { withContinuePrompt } from './slow-action';

describe('work that can time out', () => {
  it('asks to continue after a time-out and sends the request again', async () => {
    const work = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(504, 0, 'The audit timed out'))
      .mockResolvedValueOnce('reviewed');
    const ask = vi.fn().mockResolvedValue(true);
    expect(await withContinuePrompt(work, ask)).toBe('reviewed');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('stops when the user does not continue, and passes other errors on', async () => {
    const late = vi.fn().mockRejectedValue(new ApiError(0, 0, 'timeout', null, true));
    expect(await withContinuePrompt(late, async () => false)).toBeUndefined();
    const refused = vi.fn().mockRejectedValue(new ApiError(409, 0, 'Audit failed'));
    await expect(withContinuePrompt(refused, async () => true)).rejects.toThrow('Audit failed');
  });
});
