import { PRICING_TEXT_LIMITS, checkFormula } from '@pcbunion/core';
import { Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from './field-errors';

export interface FormulaInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The codes the formula may name (parameters, engine variables, earlier projects, the factor). */
  knownCodes: readonly string[];
  id?: string;
}

/**
 * A formula field that compiles what is typed with core's compiler on every key: the error, in the user's
 * language, with a caret under its column; or the codes the formula reads.
 */
export default function FormulaInput({ value = '', onChange, knownCodes, id }: FormulaInputProps) {
  const { t } = useTranslation('pricing');
  const error = useMemo(() => (value.trim() === '' ? undefined : checkFormula(value, knownCodes)), [value, knownCodes]);
  return (
    <div>
      <Input.TextArea
        id={id}
        data-testid="formula-input"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={PRICING_TEXT_LIMITS.formula}
        showCount
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        status={error ? 'error' : undefined}
      />
      {error ? (
        <div data-testid="formula-error">
          <pre style={{ margin: '4px 0 0', fontSize: 12, color: '#ff4d4f', whiteSpace: 'pre' }}>
            {value.split('\n')[0]}
            {'\n'}
            {' '.repeat(Math.max(0, error.position - 1))}^
          </pre>
          <Typography.Text type="danger">
            {t('formula.errorAt', { column: error.position })} {messageOf({ key: error.code, values: error.values })}
            {typeof error.values.suggestion === 'string'
              ? ` — ${t('formula.didYouMean', { code: error.values.suggestion })}`
              : ''}
          </Typography.Text>
        </div>
      ) : (
        value.trim() !== '' && (
          <Typography.Text type="success" data-testid="formula-ok">
            {t('formula.ok')}
          </Typography.Text>
        )
      )}
    </div>
  );
}
