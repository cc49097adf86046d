import { describe, expect, it } from 'vitest';
import { observatoryProblems, observatoryTable, type ObservatoryScan } from '../../scripts/lib/observatoryGrade';
import { textTable } from '../../scripts/lib/textTable';

const passing = { pass: true, result: 'x-content-type-options-nosniff', scoreModifier: 0 };
const failing = { pass: false, result: 'hsts-not-implemented', scoreModifier: -20 };
const scan = (grade: string, tests: ObservatoryScan['tests'] = { 'x-content-type-options': passing }): ObservatoryScan => ({
  grade,
  score: 100,
  tests,
});

describe('observatoryProblems', () => {
  it.each([
    ['A+ with every test passed', scan('A+'), []],
    ['A', scan('A'), ['Observatory grade A is below A+']],
    ['B-', scan('B-'), ['Observatory grade B- is below A+']],
    ['F', scan('F'), ['Observatory grade F is below A+']],
    [
      'A+ with a failed test',
      scan('A+', { 'strict-transport-security': failing }),
      ['Observatory test strict-transport-security failed: hsts-not-implemented'],
    ],
  ])('%s', (_name, result, problems) => {
    expect(observatoryProblems(result)).toEqual(problems);
  });

  it.each([
    ['A', 'A', []],
    ['A-', 'A', ['Observatory grade A- is below A']],
    ['A+', 'B', []],
  ])('grade %s against floor %s', (grade, floor, problems) => {
    expect(observatoryProblems(scan(grade), floor)).toEqual(problems);
  });

  it('rejects a grade it does not know rather than pass it', () => {
    expect(() => observatoryProblems(scan('A++'))).toThrow('Unknown Observatory grade A++');
  });
});

describe('observatoryTable', () => {
  it.each([
    [{ ...passing, scoreModifier: 5 }, '| t    | pass | x-content-type-options-nosniff | +5    |'],
    [passing, '| t    | pass | x-content-type-options-nosniff | 0     |'],
    [failing, '| t    | FAIL | hsts-not-implemented | -20   |'],
  ])('prints a test as %j', (test, line) => {
    expect(observatoryTable(scan('A+', { t: test })).split('\n')[2]).toBe(line);
  });

  it('ends with the grade, the score and the tests passed', () => {
    const table = observatoryTable({ grade: 'A+', score: 120, tests: { a: passing, b: failing } });
    expect(table.split('\n').at(-1)).toBe('Observatory grade A+, score 120 (1 of 2 tests passed)');
  });
});

it('textTable pads every column to its widest cell', () => {
  expect(textTable(['a', 'bb'], [['ccc', 'd']])).toBe('| a   | bb |\n| --- | -- |\n| ccc | d  |');
});
