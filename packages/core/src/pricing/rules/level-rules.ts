import { type FieldError, fieldError } from '../model/field-error.js';
import type { DataLevel } from '../model/parameter.js';

/**
 * Platform-level data (parameters, classifications) is shared by every merchant: only the platform
 * may change or delete it. Spec 02 §5: data that may not be deleted or modified is refused.
 */
export function canChangeLevelledData(dataLevel: DataLevel, actorLevel: DataLevel): FieldError[] {
  return dataLevel === 'platform' && actorLevel !== 'platform' ? [fieldError('level', 'data.locked')] : [];
}
