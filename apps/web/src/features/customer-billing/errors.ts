import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http';

/** The refusal's field (`data.field`) marked on the form when the form has it; true when it was. */
export function markField(form: FormInstance, error: unknown, names: Record<string, Array<string | number>>): boolean {
  if (!(error instanceof ApiError)) return false;
  const field = (error.data as { field?: string } | null)?.field;
  const name = field ? names[field] : undefined;
  if (!name) return false;
  form.setFields([{ name, errors: [error.message] }]);
  return true;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
