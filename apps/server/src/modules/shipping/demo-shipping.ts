import { Decimal, toCents } from '@pcbunion/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, shippingRates, shippingSettings } from '../../db/schema/index.js';

type Row = [
  carrier: string,
  country: string,
  province: string | null,
  firstGrams: number,
  firstCents: bigint,
  unitGrams: number,
  unitCents: bigint,
  days: number,
];

/**
 * The demo factory's (E0001, Shenzhen, Guangdong) shipping table in CNY: SF Express and JD Logistics inside China
 * (Guangdong itself next day, the far west dearer and slower), SF to Hong Kong, Macao and Taiwan, and DHL, FedEx,
 * UPS and China Post EMS abroad by first 0.5 kg and each further 0.5 kg, at the level of a Shenzhen forwarder's
 * 2026 price list.
 */
const CHINA: Row[] = [
  ['SF Express', 'CN', null, 1000, 2300n, 1000, 1300n, 2],
  ['SF Express', 'CN', '44', 1000, 1200n, 1000, 200n, 1],
  ['SF Express', 'CN', '54', 1000, 3000n, 1000, 2500n, 4],
  ['SF Express', 'CN', '65', 1000, 3000n, 1000, 2500n, 4],
  ['JD Logistics', 'CN', null, 1000, 1800n, 1000, 800n, 3],
  ['JD Logistics', 'CN', '44', 1000, 1000n, 1000, 200n, 1],
  ['JD Logistics', 'CN', '54', 1000, 2800n, 1000, 2000n, 5],
  ['JD Logistics', 'CN', '65', 1000, 2800n, 1000, 2000n, 5],
  ['SF Express', 'HK', null, 1000, 4000n, 1000, 1200n, 2],
  ['SF Express', 'MO', null, 1000, 4500n, 1000, 1500n, 2],
  ['SF Express', 'TW', null, 1000, 6500n, 1000, 2500n, 3],
];
const abroad: Array<[country: string, dhl: number, fedex: number, ups: number, ems: number, days: number]> = [
  // first 0.5 kg in yuan for DHL, FedEx, UPS, EMS; DHL's days (FedEx +1, UPS +1, EMS +6)
  ['US', 220, 200, 210, 160, 4],
  ['CA', 230, 215, 225, 170, 5],
  ['DE', 210, 205, 215, 150, 4],
  ['GB', 210, 205, 215, 150, 4],
  ['FR', 215, 205, 215, 155, 4],
  ['NL', 215, 205, 215, 155, 4],
  ['JP', 150, 145, 160, 100, 3],
  ['KR', 145, 140, 155, 95, 3],
  ['SG', 140, 135, 150, 90, 3],
  ['AU', 200, 190, 205, 140, 5],
  ['IN', 180, 175, 190, 130, 5],
  ['BR', 320, 300, 330, 230, 7],
];
/** Cents of a whole-yuan price, and of a share of it rounded half-up to the yuan (each further half kilo). */
const yuan = (price: number) => toCents(price);
const share = (price: number, rate: string) => toCents(new Decimal(price).times(rate).toDecimalPlaces(0));
const WORLD: Row[] = abroad.flatMap(([country, dhl, fedex, ups, ems, days]): Row[] => [
  ['DHL Express', country, null, 500, yuan(dhl), 500, share(dhl, '0.2'), days],
  ['FedEx International Priority', country, null, 500, yuan(fedex), 500, share(fedex, '0.24'), days + 1],
  ['UPS Worldwide Saver', country, null, 500, yuan(ups), 500, share(ups, '0.22'), days + 1],
  ['China Post EMS', country, null, 500, yuan(ems), 500, share(ems, '0.25'), days + 6],
]);

/** Chinese public holidays the demo factory closes on (New Year, Spring Festival, Qingming, Labour Day 2027). */
const HOLIDAYS = [
  '2027-01-01',
  '2027-02-05',
  '2027-02-08',
  '2027-02-09',
  '2027-02-10',
  '2027-02-11',
  '2027-04-05',
  '2027-05-03',
  '2027-05-04',
  '2027-05-05',
];

/**
 * Each demo factory's table in its book's currency: the demo factory's in CNY; the prototype shop (E0005, USD) and
 * the HDI specialist (E0006, EUR) ship from Shenzhen through the same forwarder, its prices converted to the cent.
 */
const DEMO_TABLES: ReadonlyArray<{ no: string; perYuan: string }> = [
  { no: 'E0001', perYuan: '1' },
  { no: 'E0005', perYuan: '0.1408' },
  { no: 'E0006', perYuan: '0.1296' },
];

const converted = (cents: bigint, perYuan: string): bigint =>
  BigInt(new Decimal(cents.toString()).times(perYuan).toDecimalPlaces(0).toFixed());

/** The demo factories' shipping tables, packing rules and calendars, each once. */
export async function seedShippingDemo(db: Database): Promise<boolean> {
  const found = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, settings: shippingSettings.enterpriseUid })
    .from(enterprises)
    .leftJoin(shippingSettings, eq(shippingSettings.enterpriseUid, enterprises.uid))
    .where(
      inArray(
        enterprises.enterpriseNo,
        DEMO_TABLES.map((t) => t.no),
      ),
    );
  let seeded = false;
  for (const { no, perYuan } of DEMO_TABLES) {
    const factory = found.find((row) => row.no === no);
    if (!factory || factory.settings !== null) continue;
    await seedTable(db, factory.uid, perYuan);
    seeded = true;
  }
  return seeded;
}

async function seedTable(db: Database, factoryUid: string, perYuan: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(shippingSettings).values({
      enterpriseUid: factoryUid,
      packageMaxGrams: 15000,
      packageTareGrams: 300,
      weekendDays: [0, 6],
      holidays: HOLIDAYS,
    });
    await tx.insert(shippingRates).values(
      [...CHINA, ...WORLD].map(
        ([
          carrier,
          country,
          province,
          firstWeightGrams,
          firstPriceCents,
          additionalUnitGrams,
          additionalPriceCents,
          days,
        ]) => ({
          enterpriseUid: factoryUid,
          carrier,
          country,
          province,
          firstWeightGrams,
          firstPriceCents: converted(firstPriceCents, perYuan),
          additionalUnitGrams,
          additionalPriceCents: converted(additionalPriceCents, perYuan),
          days,
        }),
      ),
    );
  });
}
