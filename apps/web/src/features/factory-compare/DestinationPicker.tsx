import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompareCountries } from './useCompareCountries';

interface Props {
  country: string | undefined;
  onCountry: (country: string | null) => void;
}

/** The country the boards are shipped to: any that a factory's shipping table names. */
export default function DestinationPicker({ country, onCountry }: Props) {
  const { t, i18n } = useTranslation('instantQuote');
  const { options, loading } = useCompareCountries(i18n.language);
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      style={{ width: '100%', maxWidth: 320 }}
      placeholder={t('compare.country')}
      aria-label={t('compare.country')}
      value={country}
      onChange={(value?: string) => onCountry(value ?? null)}
      options={options}
      loading={loading}
      data-testid="compare-country"
    />
  );
}
