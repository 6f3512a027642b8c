/**
 * Issue 33's dependency gate: what `npm audit --omit=dev --json` says, judged against the accepted risks recorded in
 * audit-accepted.json. Only high and critical advisories block; an accepted one blocks again once its date passes.
 */
export const BLOCKING = ['high', 'critical'] as const;

/** audit-accepted.json: advisory id (GHSA-…) → why it is accepted, who accepted it, and until when (YYYY-MM-DD). */
export type AcceptedRisks = Record<string, { package: string; reason: string; acceptedBy: string; until: string }>;

export interface Finding {
  advisory: string;
  package: string;
  severity: string;
  title: string;
  url: string;
}

export type Verdict =
  | { outcome: 'unreachable'; reason: string }
  | { outcome: 'clean' | 'blocked'; blocking: Finding[]; accepted: Finding[]; expired: string[] };

interface Advisory {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}

/** The advisory's GitHub id from its URL (https://github.com/advisories/GHSA-…), else npm's number. */
const idOf = (advisory: Advisory) => /GHSA-[\w-]+$/.exec(advisory.url ?? '')?.[0] ?? `npm-${advisory.source ?? '?'}`;

export function auditVerdict(report: unknown, accepted: AcceptedRisks, today: string): Verdict {
  const vulnerabilities = (report as { vulnerabilities?: Record<string, { via?: unknown[] }> } | null)?.vulnerabilities;
  if (!vulnerabilities) {
    const message = (report as { message?: string; error?: { summary?: string } } | null) ?? {};
    return {
      outcome: 'unreachable',
      reason: message.error?.summary || message.message || 'npm audit gave no report',
    };
  }
  const findings = new Map<string, Finding>();
  for (const vulnerability of Object.values(vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      // A string names another vulnerable package; its own entry carries the advisory.
      if (typeof via !== 'object' || via === null) continue;
      const advisory = via as Advisory;
      if (!(BLOCKING as readonly string[]).includes(advisory.severity ?? '')) continue;
      const id = idOf(advisory);
      findings.set(id, {
        advisory: id,
        package: advisory.name ?? '?',
        severity: advisory.severity!,
        title: advisory.title ?? '',
        url: advisory.url ?? '',
      });
    }
  }
  const stillAccepted = (id: string) => accepted[id] !== undefined && accepted[id].until >= today;
  const all = [...findings.values()];
  const blocking = all.filter((f) => !stillAccepted(f.advisory));
  return {
    outcome: blocking.length ? 'blocked' : 'clean',
    blocking,
    accepted: all.filter((f) => stillAccepted(f.advisory)),
    expired: Object.entries(accepted)
      .filter(([, risk]) => risk.until < today)
      .map(([id]) => id),
  };
}
