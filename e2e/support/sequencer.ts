import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FILE_SECONDS } from './file-seconds.js';

/** A browser file not in the table yet goes early: its cost is unknown, and a long file last keeps a pass waiting. */
const UNKNOWN_SECONDS = 120;

/**
 * The browser files longest first, in the same order in every pass (the seconds of file-seconds.ts, not vitest's
 * cache, which differs between passes). With PCB_E2E_CLAIMS the passes take files from the front of this list as
 * they come free (support/chromium.ts runsHere), so the long files are never the ones left for the end.
 * Other projects keep vitest's order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const others = await super.sort(files.filter((file) => file.project.name !== 'e2e'));
    const seconds = (file: TestSpecification) => FILE_SECONDS[path.basename(file.moduleId)] ?? UNKNOWN_SECONDS;
    const browser = files
      .filter((file) => file.project.name === 'e2e')
      .sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId));
    return [...others, ...browser];
  }
}
