import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getZones } from '../instant-quote/api';
import { getMerchants } from '../pricing/api';
import { regionNamer } from './region-names';

/**
 * The destinations any factory ships to (the union of their shipping tables' countries), named in the reader's
 * language, for the comparison's country picker. The zones are the shipping panel's own reads (same cache).
 */
export function useCompareCountries(language: string) {
  const merchants = useQuery({ queryKey: ['pricing', 'merchants'], queryFn: () => getMerchants() });
  const zones = useQueries({
    queries: (merchants.data ?? []).map((m) => ({
      queryKey: ['shipping', 'zones', m.uid],
      queryFn: () => getZones(m.uid),
      staleTime: 60_000,
    })),
  });
  const codes = [...new Set(zones.flatMap((z) => z.data?.countries ?? []))].sort().join(',');
  const options = useMemo(() => {
    const name = regionNamer(language);
    return codes
      .split(',')
      .filter(Boolean)
      .map((code) => ({ value: code, label: `${name(code)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [codes, language]);
  return { options, loading: merchants.isLoading || zones.some((z) => z.isLoading) };
}
