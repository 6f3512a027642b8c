import type { CapabilityRule } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import { readCapabilityRules } from '../capability/index.js';
import type { RateTables, ShippingService } from '../shipping/index.js';

/** How long a comparison trusts the capability and shipping tables it read (the book cache's own interval). */
export const TABLES_FRESH_MS = 1000;

export interface FactoryTables {
  capability: Map<string, CapabilityRule[]>;
  shipping: RateTables;
}

/**
 * Every factory's capability and shipping tables, re-read at most every `freshMs` (one read shared by whoever asks
 * while it runs): a comparison is a public, high-rate read, and a table changed a second ago may show a second late.
 * A different set of factories is read at once.
 */
export class TablesCache {
  private held: { key: string; at: number; tables: Promise<FactoryTables> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly shipping: ShippingService,
    private readonly freshMs = TABLES_FRESH_MS,
  ) {}

  of(merchantUids: readonly string[]): Promise<FactoryTables> {
    const key = merchantUids.join(',');
    const held = this.held;
    if (held && held.key === key && Date.now() - held.at < this.freshMs) return held.tables;
    const tables = Promise.all([
      readCapabilityRules(this.db, merchantUids),
      this.shipping.rateTables(merchantUids),
    ]).then(([capability, shipping]) => ({ capability, shipping }));
    this.held = { key, at: Date.now(), tables };
    tables.catch(() => {
      if (this.held?.tables === tables) this.held = undefined;
    });
    return tables;
  }
}
