import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../api/contract';
import { call, get } from '../../api/http';

/** A person's form setting of a product's quotation table, kept on the server per account and enterprise. */
export type TableSettings = Schemas['QuotationTableSettings'];

const settingsKey = (product: string) => ['pricing', 'quotation-table-settings', product] as const;

export const getTableSettings = (product: string) =>
  get<TableSettings>(`pricing/quotation-table/settings?product=${encodeURIComponent(product)}`);

export const saveTableSettings = (settings: TableSettings) =>
  call<TableSettings>('PUT', 'pricing/quotation-table/settings', settings);

/** The saved setting of the product's table (an empty one until the person saves one). */
export function useTableSettings(product: string) {
  return useQuery({ queryKey: settingsKey(product), queryFn: () => getTableSettings(product), enabled: !!product });
}

export { settingsKey as tableSettingsKey };
