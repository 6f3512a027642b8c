import { JOB_NUMBER } from '@pcbunion/core';
import { AppError } from '../../../../http/errors.js';
import { staffMessages as M } from '../messages.js';

/** A job number, when given, is the enterprise's format (adding staff and changing them check it alike). */
export function checkJobNumber(job: string | null | undefined): void {
  if (job && !JOB_NUMBER.test(job.trim())) throw new AppError(400, M.badJobNumber, {}, 0, 'job_number');
}
