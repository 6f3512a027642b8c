import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, equipmentDevices } from '../../db/schema/index.js';

/** Six machines of Demo PCB Factory (E0001) on two lines; `npm run devices:simulate -- --factory E0001` adds SIM-… ones. */
const demoDevices = [
  { machineNo: 'M-001', name: 'CNC drilling 1', type: 'Drilling', line: 'L1' },
  { machineNo: 'M-002', name: 'PTH plating line', type: 'Plating', line: 'L1' },
  { machineNo: 'M-003', name: 'Etching line', type: 'Etching', line: 'L1' },
  { machineNo: 'M-004', name: 'AOI inspection', type: 'AOI', line: 'L2' },
  { machineNo: 'M-005', name: 'Solder mask coater', type: 'Solder mask', line: 'L2' },
  { machineNo: 'M-006', name: 'V-cut routing', type: 'Routing', line: 'L2' },
];

/** Seeds the demo devices once (a machine number already there is left alone). */
export async function seedDemoDevices(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  if (!factory) return;
  await db
    .insert(equipmentDevices)
    .values(demoDevices.map((d) => ({ ...d, enterpriseUid: factory.uid })))
    .onConflictDoNothing();
}
