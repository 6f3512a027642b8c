import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http';

/**
 * Puts a refused save's message on the field the server named (`data.field`); answers false when the error names
 * no field of the form, so the caller shows it another way.
 */
export function showFieldError(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const field = (error.data as { field?: string } | null)?.field;
  if (!field || !fields.includes(field)) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  return true;
}
