import { describe, expect, it } from 'vitest';
import { auditTable, belowFloors, medianRun, type AuditRow } from '../../scripts/lib/auditFloors';

const perfect: AuditRow = { path: '/', performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 800, tbtMs: 0, cls: 0, transferBytes: 16_000 };

describe('belowFloors', () => {
  it.each([
    ['a perfect route', perfect, []],
    ['performance under 100', { ...perfect, performance: 99 }, ['/: performance 99 is below 100']],
    ['accessibility under 100', { ...perfect, accessibility: 98 }, ['/: accessibility 98 is below 100']],
    ['best practices under 100', { ...perfect, bestPractices: 96 }, ['/: bestPractices 96 is below 100']],
    ['SEO under 100', { ...perfect, seo: 92 }, ['/: seo 92 is below 100']],
    ['LCP at the ceiling', { ...perfect, lcpMs: 800 }, []],
    ['LCP over the ceiling', { ...perfect, lcpMs: 800.4 }, ['/: LCP 800 ms is above 800 ms']],
    ['TBT at the ceiling', { ...perfect, tbtMs: 50 }, []],
    ['TBT over the ceiling', { ...perfect, tbtMs: 51 }, ['/: TBT 51 ms is above 50 ms']],
  ])('%s', (_name, row, problems) => {
    expect(belowFloors(row)).toEqual(problems);
  });
});

it('prints every column', () => {
  expect(auditTable([perfect]).split('\n')[2]).toBe('| /     | 100  | 100  | 100 | 100 | 800    | 0      | 0.000 | 15.6           |');
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
