// Vitest's order on a clean clone, which has no timings of earlier runs: the rebuild project's two
// workers finish together only if its longest file (the editors' edits, which builds a copy and runs
// most of the suite on it) starts first, and Vitest, knowing no durations, starts larger files
// first. Once a run has left timings, Vitest's own order (longest first) stands.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The file that takes longest, by far: a build and two test runs of a changed copy. */
const LONGEST = 'tests/rebuild/editorEdits.test.ts';

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = sorted.filter((spec) => spec.moduleId.endsWith(LONGEST));
    return [...longest, ...sorted.filter((spec) => !longest.includes(spec))];
  }
}
