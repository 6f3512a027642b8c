/** The reference board of a product's quotation table (form setting), kept in this browser per product. */
export interface TableSettings {
  params: Record<string, string>;
  quantities?: string | undefined;
}

const key = (product: string) => `pricing.quotation-table.${product}`;

export function readTableSettings(product: string): TableSettings {
  try {
    const raw = localStorage.getItem(key(product));
    return raw ? (JSON.parse(raw) as TableSettings) : { params: {} };
  } catch {
    return { params: {} };
  }
}

export function writeTableSettings(product: string, settings: TableSettings): void {
  localStorage.setItem(key(product), JSON.stringify(settings));
}
