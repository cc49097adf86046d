// The MDN HTTP Observatory floor and its printed table, as pure functions over a scan.
import { textTable } from './textTable.ts';

/** One Observatory test as its CLI reports it. */
export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

/** What the audit keeps of a scan: grade, score (100 before bonuses) and each test by name. */
export interface ObservatoryScan {
  grade: string;
  score: number;
  tests: Record<string, ObservatoryTest>;
}

/** The Observatory's grades, best first. */
const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;

/** The lowest grade the site may have. */
export const GRADE_FLOOR = 'A+';

/** Every way the scan falls short of the floor, in words: a lower grade and each failed test. */
export function observatoryProblems(scan: ObservatoryScan, floor: string = GRADE_FLOOR): string[] {
  const rank = (grade: string) => {
    const index = GRADES.indexOf(grade as (typeof GRADES)[number]);
    if (index < 0) throw new Error(`Unknown Observatory grade ${grade}`);
    return index;
  };
  const problems = rank(scan.grade) > rank(floor) ? [`Observatory grade ${scan.grade} is below ${floor}`] : [];
  return [
    ...problems,
    ...Object.entries(scan.tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `Observatory test ${name} failed: ${test.result}`),
  ];
}

/** The scan as a printed table of tests, then the grade line. */
export function observatoryTable(scan: ObservatoryScan): string {
  const lines = Object.entries(scan.tests).map(([name, test]) => [
    name,
    test.pass ? 'pass' : 'FAIL',
    test.result,
    test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
  ]);
  const passed = Object.values(scan.tests).filter((test) => test.pass).length;
  return [
    textTable(['test', 'pass', 'result', 'score'], lines),
    `Observatory grade ${scan.grade}, score ${scan.score} (${passed} of ${lines.length} tests passed)`,
  ].join('\n');
}
