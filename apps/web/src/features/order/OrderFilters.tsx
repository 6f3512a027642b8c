import { DatePicker, Flex, Input, Segmented } from 'antd';
import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, presetRange, rangeQuery, type DatePreset } from '../wallet/date-presets';

export interface OrderFilterState {
  preset: DatePreset | 'any' | 'custom';
  range: [Dayjs, Dayjs] | null;
  keyword?: string;
}

export const emptyOrderFilters = (): OrderFilterState => ({ preset: 'any', range: null });

/** The list query of the filters: `keyword`, and `from` / `to` as whole days. */
export const orderFilterQuery = (f: OrderFilterState) => ({ keyword: f.keyword, ...rangeQuery(f.range) });

/**
 * Search by number, and the date presets of spec 02 §9 (last month, three, six months, a year) or a custom range.
 * A list's own filters come as children (and its own search hint as `placeholder`), in the same wrapping row (a row nested in a row would not wrap on a phone).
 */
export default function OrderFilters({
  value,
  onChange,
  children,
  placeholder,
}: {
  value: OrderFilterState;
  onChange: (next: OrderFilterState) => void;
  children?: ReactNode;
  placeholder?: string;
}) {
  const { t } = useTranslation('order');
  return (
    <Flex gap="small" wrap align="center">
      <Input.Search
        allowClear
        placeholder={placeholder ?? t('action.search')}
        style={{ width: 300 }}
        onSearch={(text) => onChange({ ...value, keyword: text.trim() || undefined })}
        data-testid="order-search"
      />
      <Segmented<OrderFilterState['preset']>
        value={value.preset}
        options={[
          { value: 'any', label: t('presets.any') },
          ...DATE_PRESETS.map((p) => ({ value: p.key, label: t(`presets.${p.key}`) })),
          { value: 'custom', label: t('presets.custom') },
        ]}
        onChange={(preset) =>
          onChange({
            ...value,
            preset,
            range: preset === 'any' ? null : preset === 'custom' ? value.range : presetRange(preset),
          })
        }
        data-testid="order-presets"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <DatePicker.RangePicker
        value={value.range}
        onChange={(range) =>
          onChange({
            ...value,
            preset: range ? 'custom' : 'any',
            range: range && range[0] && range[1] ? [range[0], range[1]] : null,
          })
        }
      />
      {children}
    </Flex>
  );
}
