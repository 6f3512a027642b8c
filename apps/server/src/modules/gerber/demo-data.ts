import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/client.js';
import {
  accounts,
  enterprises,
  gerberBindings,
  gerberFiles,
  inquiries,
  quotations,
  staff,
} from '../../db/schema/index.js';
import { fileService } from '../../platform/files/file.service.js';
import type { FileStorage } from '../../storage/index.js';
import type { GerberCaller } from './access.js';
import { AnalysisPool } from './analysis/pool.js';
import { gerberConfig } from './gerber-config.js';
import { JobBoard } from './jobs.js';
import { AnalysisRunner } from './service/analysis-runner.js';
import { bindFile } from './service/binding.js';
import { reviewFile } from './service/change-state.js';
import { uploadGerberFile } from './service/upload-file.js';

/**
 * The demo boards (apps/server/demo-assets/gerber, README there names their sources and licences): who uploads
 * each to the demo factory (E0001), and what the factory binds it to. `inquiry` is the position of the demo
 * customer's inquiry to the factory (oldest first: the sales month's control board, power board, sensor board),
 * `quotation` the position of the factory's current quotations by number.
 */
const DEMO_BOARDS = [
  { file: 'arduino-uno.zip', from: 'customer', bind: { kind: 'inquiry', position: 0 }, approve: true },
  { file: 'simplefoc-mini.zip', from: 'customer', bind: { kind: 'inquiry', position: 2 }, approve: true },
  { file: 'pinephone-flex-breakout.zip', from: 'factory', bind: { kind: 'quotation', position: 0 }, approve: false },
] as const;

/** apps/server/demo-assets/gerber, from the sources (src/modules/gerber) or the built bundle (dist/). */
function assetsDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++) {
    const candidate = path.join(dir, 'demo-assets', 'gerber');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

async function adminCaller(db: Database, enterpriseNo: string): Promise<GerberCaller | undefined> {
  const [row] = await db
    .select({
      accountUid: accounts.uid,
      staffUid: staff.uid,
      staffName: staff.staffName,
      enterpriseUid: enterprises.uid,
      enterpriseKind: enterprises.kind,
    })
    .from(enterprises)
    .innerJoin(staff, and(eq(staff.enterpriseUid, enterprises.uid), eq(staff.isAdmin, true)))
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(eq(enterprises.enterpriseNo, enterpriseNo))
    .limit(1);
  // The admins hold the screens: the factory's Gerber file management, the customer's online inquiry.
  return row && { ...row, manages: row.enterpriseKind === 'factory', inquires: true };
}

/**
 * A few real Gerber uploads for the demo factory (issue 29), so its Gerber file list is not empty and the demo
 * inquiries, their orders and a quotation show their board: each archive goes through the module's own path — the
 * upload service, the analysis job in the worker pool (analysis, design-rule figures and previews stored as for any
 * upload), the factory's review and its binding service. Runs after the inquiries (sales month) and quotations
 * exist. Idempotent: a board the factory already holds (by file name) is left alone, so a second start does
 * nothing; a board whose inquiry or quotation is missing stays unbound.
 */
export async function seedGerberDemo(db: Database, storage: FileStorage): Promise<void> {
  const dir = assetsDir();
  const factory = await adminCaller(db, 'E0001');
  const customer = await adminCaller(db, 'E0002');
  if (!dir || !factory || !customer) return;
  const held = await db
    .select({ name: gerberFiles.fileName })
    .from(gerberFiles)
    .where(
      and(
        eq(gerberFiles.merchantUid, factory.enterpriseUid),
        inArray(
          gerberFiles.fileName,
          DEMO_BOARDS.map((b) => b.file),
        ),
      ),
    );
  const todo = DEMO_BOARDS.filter((b) => !held.some((h) => h.name === b.file) && fs.existsSync(path.join(dir, b.file)));
  if (todo.length === 0) return;

  const files = fileService({ db, storage });
  const pool = new AnalysisPool(gerberConfig().pool);
  const runner = new AnalysisRunner(db, pool, new JobBoard(), files, pino({ level: 'error' }) as FastifyBaseLogger);
  const uploaded: Array<{ uid: string; board: (typeof DEMO_BOARDS)[number] }> = [];
  try {
    for (const board of todo) {
      const uid = await uploadGerberFile({ db, files, runner }, board.from === 'factory' ? factory : customer, {
        fileName: board.file,
        bytes: fs.readFileSync(path.join(dir, board.file)),
        merchantUid: factory.enterpriseUid,
        ip: '127.0.0.1',
      });
      uploaded.push({ uid, board });
    }
    await runner.drain();
  } finally {
    await pool.close();
  }

  const [customerInquiries, factoryQuotations] = await Promise.all([
    db
      .select({ no: inquiries.inquiryNo })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.customerEnterpriseUid, customer.enterpriseUid),
          eq(inquiries.merchantEnterpriseUid, factory.enterpriseUid),
          eq(inquiries.deleted, false),
        ),
      )
      .orderBy(asc(inquiries.createdAt), asc(inquiries.inquiryNo)),
    db
      .select({ no: quotations.quotationNo })
      .from(quotations)
      .where(and(eq(quotations.enterpriseUid, factory.enterpriseUid), eq(quotations.isCurrent, true)))
      .orderBy(asc(quotations.quotationNo)),
  ]);
  for (const { uid, board } of uploaded) {
    const [file] = await db
      .select({ status: gerberFiles.uploadStatus })
      .from(gerberFiles)
      .where(eq(gerberFiles.uid, uid));
    if (file?.status !== 'success') continue;
    if (board.approve) await reviewFile(db, factory, uid, { audit_status: 'success' }, '127.0.0.1');
    const numbers = board.bind.kind === 'inquiry' ? customerInquiries : factoryQuotations;
    const number = numbers[board.bind.position]?.no;
    if (!number) continue;
    const [bound] = await db
      .select({ uid: gerberBindings.uid })
      .from(gerberBindings)
      .where(and(eq(gerberBindings.gerberFileUid, uid), isNull(gerberBindings.unboundAt)))
      .limit(1);
    if (!bound) await bindFile(db, factory, uid, { kind: board.bind.kind, number }, '127.0.0.1');
  }
}
