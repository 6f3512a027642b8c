import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, equipmentDevices } from '../../db/schema/index.js';

/** The demo factory (Demo PCB Factory) whose machines are seeded and, while the server runs, simulated. */
export const DEMO_FACTORY_NO = 'E0001';

/**
 * Six machines of the demo factory on two lines; the demo simulator (demo-simulator.ts) feeds them, and
 * `npm run devices:simulate -- --factory E0001` adds SIM-… ones.
 */
export const demoDevices = [
  { machineNo: 'M-001', name: 'CNC drilling 1', type: 'Drilling', line: 'L1' },
  { machineNo: 'M-002', name: 'PTH plating line', type: 'Plating', line: 'L1' },
  { machineNo: 'M-003', name: 'Etching line', type: 'Etching', line: 'L1' },
  { machineNo: 'M-004', name: 'AOI inspection', type: 'AOI', line: 'L2' },
  { machineNo: 'M-005', name: 'Solder mask coater', type: 'Solder mask', line: 'L2' },
  { machineNo: 'M-006', name: 'V-cut routing', type: 'Routing', line: 'L2' },
] as const;

/** Seeds the demo devices once (a machine number already there is left alone). */
export async function seedDemoDevices(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, DEMO_FACTORY_NO));
  if (!factory) return;
  await db
    .insert(equipmentDevices)
    .values(demoDevices.map((d) => ({ ...d, enterpriseUid: factory.uid })))
    .onConflictDoNothing();
}

/** The demo machines someone switched off (they report "off" until switched on again). */
export async function switchedOffDemoDevices(db: Database): Promise<string[]> {
  const rows = await db
    .select({ machineNo: equipmentDevices.machineNo })
    .from(equipmentDevices)
    .innerJoin(enterprises, eq(enterprises.uid, equipmentDevices.enterpriseUid))
    .where(and(eq(enterprises.enterpriseNo, DEMO_FACTORY_NO), eq(equipmentDevices.power, 'off')));
  return rows.map((row) => row.machineNo);
}
