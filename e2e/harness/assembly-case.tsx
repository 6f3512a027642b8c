/**
 * The assembly scenario (e2e/assembly.e2e.ts): AssemblyQuote as the instant-quote page mounts it, on an analysis the
 * test puts in `window.__analysis` before the page loads; every change it reports is kept in `window.__choices`.
 */
import type { GerberAssembly } from '@pcbunion/core';
import AssemblyQuote, {
  type AssemblyChoices,
  type AssemblyTotals,
} from '../../apps/web/src/features/assembly/AssemblyQuote';

type Reported = { choices: AssemblyChoices; totals: AssemblyTotals };
const scope = window as unknown as { __analysis?: { assembly: GerberAssembly }; __choices?: Reported[] };

export function AssemblyCase() {
  return (
    <AssemblyQuote
      analysis={scope.__analysis ?? null}
      boards={10}
      onChange={(choices, totals) => (scope.__choices ??= []).push({ choices, totals })}
    />
  );
}
