import { describe, expect, it } from 'vitest';
import { auditTable, belowFloors, CEILINGS, medianRun, missedTargets, TARGETS, type AuditRow } from '../../scripts/lib/auditFloors';

const perfect: AuditRow = { path: '/', performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 800, tbtMs: 0, cls: 0, transferBytes: 16_000 };

describe('belowFloors', () => {
  it.each([
    ['a perfect route', perfect, []],
    ['performance at the floor', { ...perfect, performance: 95 }, []],
    ['performance under the floor', { ...perfect, performance: 94 }, ['/: performance 94 is below 95']],
    ['accessibility under 100', { ...perfect, accessibility: 98 }, ['/: accessibility 98 is below 100']],
    ['best practices under 100', { ...perfect, bestPractices: 96 }, ['/: bestPractices 96 is below 100']],
    ['SEO under 100', { ...perfect, seo: 92 }, ['/: seo 92 is below 100']],
    ['LCP at the ceiling', { ...perfect, lcpMs: CEILINGS.lcpMs }, []],
    ['LCP over the ceiling', { ...perfect, lcpMs: CEILINGS.lcpMs + 0.6 }, [`/: LCP ${CEILINGS.lcpMs + 1} ms is above ${CEILINGS.lcpMs} ms`]],
    ['TBT at the ceiling', { ...perfect, tbtMs: CEILINGS.tbtMs }, []],
    ['TBT over the ceiling', { ...perfect, tbtMs: CEILINGS.tbtMs + 1 }, [`/: TBT ${CEILINGS.tbtMs + 1} ms is above ${CEILINGS.tbtMs} ms`]],
    ['LCP and TBT past their targets, within the ceilings', { ...perfect, lcpMs: TARGETS.lcpMs + 50, tbtMs: TARGETS.tbtMs + 50 }, []],
  ])('%s', (_name, row, problems) => {
    expect(belowFloors(row)).toEqual(problems);
  });
});

describe('missedTargets', () => {
  it.each([
    ['a perfect route', perfect, []],
    ['performance 99', { ...perfect, performance: 99 }, ['performance 99']],
    ['LCP over 800 ms', { ...perfect, lcpMs: 800.6 }, ['LCP 801 ms']],
    ['TBT over 50 ms', { ...perfect, tbtMs: 51 }, ['TBT 51 ms']],
  ])('%s', (_name, row, missed) => {
    expect(missedTargets(row)).toEqual(missed);
  });
});

it('prints every column', () => {
  expect(auditTable([perfect]).split('\n')[2]).toBe('| /     | 100  | 100  | 100 | 100 | 800    | 0      | 0.000 | 15.6           | none           |');
});

describe('medianRun', () => {
  it.each([
    [[100], 100],
    [[80, 100, 97], 97],
    [[60, 70, 100], 70],
    [[100, 99, 98], 99],
  ])('performance runs %j → %i', (scores, median) => {
    expect(medianRun(scores.map((performance) => ({ ...perfect, performance }))).performance).toBe(median);
  });

  it('takes each figure’s median on its own, so one slow run cannot carry its other figures in', () => {
    const runs = [
      { ...perfect, performance: 100, lcpMs: 700, tbtMs: 120 },
      { ...perfect, performance: 97, lcpMs: 1400, tbtMs: 0 },
      { ...perfect, performance: 100, lcpMs: 900, tbtMs: 30 },
    ];
    expect(medianRun(runs)).toEqual({ ...perfect, performance: 100, lcpMs: 900, tbtMs: 30 });
  });
});
