import { Button, DatePicker, Flex, Segmented, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATEMENT_KINDS, statementExportUrl, type StatementKind } from '../../features/wallet/api';
import { DATE_PRESETS, presetRange, rangeQuery, type DatePreset } from '../../features/wallet/date-presets';

export interface StatementFilterState {
  preset: DatePreset | 'custom';
  range: [Dayjs, Dayjs] | null;
  kind?: StatementKind;
}

export const statementQuery = (f: StatementFilterState) => ({ ...rangeQuery(f.range), kind: f.kind });

/** The statement's filters: the date presets of spec 02 §9 or a custom range, the entry kind, and the Excel export. */
export default function StatementFilters({
  value,
  onChange,
}: {
  value: StatementFilterState;
  onChange: (next: StatementFilterState) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Flex gap="small" wrap align="center">
      <Segmented<DatePreset | 'custom'>
        value={value.preset}
        options={[
          ...DATE_PRESETS.map((p) => ({ value: p.key, label: t(`presets.${p.key}`) })),
          { value: 'custom', label: t('presets.custom') },
        ]}
        onChange={(preset) =>
          onChange({ ...value, preset, range: preset === 'custom' ? value.range : presetRange(preset) })
        }
        data-testid="statement-presets"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <DatePicker.RangePicker
        value={value.range}
        onChange={(range) =>
          onChange({ ...value, preset: 'custom', range: range && range[0] && range[1] ? [range[0], range[1]] : null })
        }
      />
      <Select<StatementKind>
        allowClear
        placeholder={t('kind')}
        style={{ width: 180 }}
        value={value.kind}
        options={STATEMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        onChange={(kind) => onChange({ ...value, kind })}
        data-testid="statement-kind"
      />
      <Button href={statementExportUrl(statementQuery(value))} download data-testid="statement-export">
        {t('exportExcel')}
      </Button>
    </Flex>
  );
}
