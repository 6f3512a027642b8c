/**
 * `npm run audit:gate` (CI): fails on a known high or critical advisory in production dependencies that is not an
 * accepted risk in audit-accepted.json. When the advisory database cannot be reached it says so and passes, unless
 * AUDIT_REQUIRED=1 (a release build), since an unknown answer is not a known advisory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { auditVerdict, type AcceptedRisks } from './audit/verdict.js';

const root = path.resolve(import.meta.dirname, '..');
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
let report: unknown = null;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = { message: audit.error?.message ?? (audit.stderr.trim() || 'npm audit answered no JSON') };
}
const accepted = JSON.parse(fs.readFileSync(path.join(root, 'audit-accepted.json'), 'utf8')) as AcceptedRisks;
const verdict = auditVerdict(report, accepted, new Date().toISOString().slice(0, 10));

if (verdict.outcome === 'unreachable') {
  console.log(`audit gate: the advisory database could not be reached (${verdict.reason}); nothing was checked.`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
for (const f of verdict.accepted)
  console.log(`accepted risk ${f.advisory} (${f.package}): ${accepted[f.advisory]!.reason}`);
for (const id of verdict.expired) console.log(`the acceptance of ${id} has expired; review it in audit-accepted.json`);
if (verdict.outcome === 'blocked') {
  console.log('audit gate: high or critical advisories in production dependencies:');
  console.table(verdict.blocking);
  process.exit(1);
}
console.log('audit gate: no high or critical advisory in production dependencies.');
