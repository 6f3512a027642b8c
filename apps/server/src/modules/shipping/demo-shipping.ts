import { eq } from 'drizzle-orm';
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
const WORLD: Row[] = abroad.flatMap(([country, dhl, fedex, ups, ems, days]): Row[] => [
  ['DHL Express', country, null, 500, BigInt(dhl * 100), 500, BigInt(Math.round(dhl * 0.2) * 100), days],
  [
    'FedEx International Priority',
    country,
    null,
    500,
    BigInt(fedex * 100),
    500,
    BigInt(Math.round(fedex * 0.24) * 100),
    days + 1,
  ],
  ['UPS Worldwide Saver', country, null, 500, BigInt(ups * 100), 500, BigInt(Math.round(ups * 0.22) * 100), days + 1],
  ['China Post EMS', country, null, 500, BigInt(ems * 100), 500, BigInt(Math.round(ems * 0.25) * 100), days + 6],
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

/** The demo factory's shipping table, packing rules and calendar, once. */
export async function seedShippingDemo(db: Database): Promise<boolean> {
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'))
    .limit(1);
  if (!factory) return false;
  const [existing] = await db
    .select({ uid: shippingSettings.enterpriseUid })
    .from(shippingSettings)
    .where(eq(shippingSettings.enterpriseUid, factory.uid));
  if (existing) return false;
  await db.transaction(async (tx) => {
    await tx.insert(shippingSettings).values({
      enterpriseUid: factory.uid,
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
          enterpriseUid: factory.uid,
          carrier,
          country,
          province,
          firstWeightGrams,
          firstPriceCents,
          additionalUnitGrams,
          additionalPriceCents,
          days,
        }),
      ),
    );
  });
  return true;
}
