import { App } from 'antd';
import type { Key } from 'react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Single or multiple row selection; actions that need rows say "please select one data" when there are none. */
export function useSelection<T>(mode: 'single' | 'multiple' | undefined) {
  const [keys, setKeys] = useState<Key[]>([]);
  const [rows, setRows] = useState<T[]>([]);
  const { message } = App.useApp();
  const { t } = useTranslation('components');

  const onChange = useCallback((nextKeys: Key[], nextRows: T[]) => {
    setKeys(nextKeys);
    setRows(nextRows);
  }, []);

  /** The selected rows, or null after telling the user to select one. */
  const requireSelection = useCallback((): T[] | null => {
    if (rows.length) return rows;
    void message.warning(t('table.selectOne'));
    return null;
  }, [rows, message, t]);

  /** Exactly one selected row, or null after the same message. */
  const requireOne = useCallback((): T | null => {
    if (rows.length === 1) return rows[0]!;
    void message.warning(t('table.selectOne'));
    return null;
  }, [rows, message, t]);

  const rowSelection = mode
    ? { type: mode === 'single' ? ('radio' as const) : ('checkbox' as const), selectedRowKeys: keys, onChange }
    : undefined;
  return { rowSelection, selected: rows, requireSelection, requireOne, clear: () => onChange([], []) };
}
