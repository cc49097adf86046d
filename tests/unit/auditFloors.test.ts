import { describe, expect, it } from 'vitest';
import { auditTable, belowFloors, CEILINGS, judgedRun, medianRun, missedTargets, TARGETS, type AuditRow } from '../../scripts/lib/auditFloors';

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

describe('judgedRun', () => {
  const busy = { ...perfect, performance: 91, tbtMs: CEILINGS.tbtMs + 200 };

  it('judges a route on its first run that meets every floor, however many busy runs came before it', () => {
    const quiet = { ...perfect, tbtMs: 40 };
    expect(judgedRun([busy, busy, quiet, { ...perfect, tbtMs: 10 }])).toEqual(quiet);
  });

  it('judges a route no run of which met the floors on the median of its runs, which fails it', () => {
    const runs = [busy, { ...busy, tbtMs: CEILINGS.tbtMs + 20 }, { ...busy, tbtMs: CEILINGS.tbtMs + 90 }];
    expect(judgedRun(runs)).toEqual(medianRun(runs));
    expect(belowFloors(judgedRun(runs))).not.toEqual([]);
  });

  it('lets a page its words take past the window meet the gate with a late paint, as belowFloors does', () => {
    const late = { ...perfect, lcpMs: CEILINGS.lcpMs + 100 };
    expect(judgedRun([late], true)).toEqual(late);
    expect(belowFloors(judgedRun([late, { ...late, lcpMs: CEILINGS.lcpMs + 50 }]))).not.toEqual([]);
  });
});
