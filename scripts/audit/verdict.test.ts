import { describe, expect, it } from 'vitest';
import { auditVerdict, type AcceptedRisks } from './verdict.js';

/** The shape `npm audit --json` (auditReportVersion 2) answers. */
const report = (severity: string) => ({
  auditReportVersion: 2,
  vulnerabilities: {
    'tar-fs': {
      name: 'tar-fs',
      severity,
      via: [
        {
          source: 1105170,
          name: 'tar-fs',
          title: 'tar-fs can extract outside the specified dir',
          url: 'https://github.com/advisories/GHSA-8cj5-5rvv-wf4v',
          severity,
        },
      ],
    },
    'prebuild-install': { name: 'prebuild-install', severity, via: ['tar-fs'] },
  },
});
const accepted: AcceptedRisks = {
  'GHSA-8cj5-5rvv-wf4v': {
    package: 'tar-fs',
    reason: 'only unpacks our own build artefacts',
    acceptedBy: 'ops',
    until: '2026-12-31',
  },
};

describe('the dependency gate', () => {
  it('blocks on a high or critical advisory, once per advisory, naming it', () => {
    for (const severity of ['high', 'critical']) {
      const verdict = auditVerdict(report(severity), {}, '2026-11-29');
      expect(verdict).toMatchObject({
        outcome: 'blocked',
        blocking: [{ advisory: 'GHSA-8cj5-5rvv-wf4v', package: 'tar-fs', severity }],
      });
    }
  });

  it('lets moderate and low advisories through', () => {
    expect(auditVerdict(report('moderate'), {}, '2026-11-29')).toMatchObject({ outcome: 'clean', blocking: [] });
    expect(auditVerdict({ vulnerabilities: {} }, {}, '2026-11-29').outcome).toBe('clean');
  });

  it('passes an accepted risk until its date, then blocks again and names the expired acceptance', () => {
    expect(auditVerdict(report('high'), accepted, '2026-12-31')).toMatchObject({
      outcome: 'clean',
      accepted: [{ advisory: 'GHSA-8cj5-5rvv-wf4v' }],
    });
    expect(auditVerdict(report('high'), accepted, '2027-01-01')).toMatchObject({
      outcome: 'blocked',
      expired: ['GHSA-8cj5-5rvv-wf4v'],
    });
  });

  it('says unreachable when the registry gives no report (no advisory database here)', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    };
    expect(auditVerdict(refused, {}, '2026-11-29')).toEqual({ outcome: 'unreachable', reason: refused.message });
    expect(auditVerdict({ error: { summary: 'network timeout' } }, {}, '2026-11-29').outcome).toBe('unreachable');
  });
});
