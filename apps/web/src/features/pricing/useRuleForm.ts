import type { FieldError } from '@pcbunion/core';
import { App, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import i18n from '../../locales/i18n';
import { serverErrors, ruleErrors, showErrors, type ShownError } from './field-errors';

/** Blank texts become undefined, so optional fields are left out the way the core model expects. */
export function compact<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === null || value === undefined) continue;
    out[key] = typeof value === 'string' && !['formula', 'remarks'].includes(key) ? value.trim() : value;
  }
  return out as T;
}

/**
 * A form that runs core's rules before it calls the server (the wrong field shows at once), then saves and
 * shows the server's refusal under the same fields (the server runs the same rules).
 */
export function useRuleForm<T>(opts: {
  rules: (values: T) => FieldError[];
  save: (values: T) => Promise<unknown>;
  fields: readonly string[];
  onSaved?: () => void;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [problems, setProblems] = useState<ShownError[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = compact(form.getFieldsValue(true)) as T;
    const local = showErrors(form as FormInstance, ruleErrors(opts.rules(values)), opts.fields);
    const hasFieldErrors = form.getFieldsError().some((f) => f.errors.length > 0);
    setProblems(local);
    if (hasFieldErrors || local.length > 0) return false;
    setSaving(true);
    try {
      await opts.save(values);
      void message.success({ content: i18n.t('pricing:actions.saved'), duration: 2 });
      opts.onSaved?.();
      return true;
    } catch (error) {
      setProblems(showErrors(form as FormInstance, serverErrors(error), opts.fields));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { form, submit, problems, saving, setProblems };
}
