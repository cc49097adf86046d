// The competitors' prices carry the month they were checked: the schema reads only a month and a
// year, and check:launch asks for a new check from the same month a year later.
import { describe, expect, it } from 'vitest';
import { staleCompetitorPrices } from '../../scripts/lib/launchPrices';
import { parseMonthYear, yearOld } from '~/lib/monthYear';
import { numbers } from '~/schemas';

const FILE = 'content/data/numbers.yaml';
const yamlWith = (checked: string) => `numbers:\n  competitors: []\n  competitorPricesChecked: ${checked}\n  referralPayouts: {}\n`;

describe('a month written in words', () => {
  it.each([
    ['November 2026', { month: 11, year: 2026 }],
    ['january 2027', { month: 1, year: 2027 }],
    ['  May 2026 ', { month: 5, year: 2026 }],
    ['Nov 2026', null],
    ['November', null],
    ['2026-11', null],
    ['November 26', null],
    ['November 1, 2026', null],
  ])('%j reads as %j', (text, expected) => {
    expect(parseMonthYear(text)).toEqual(expected);
  });

  it('is refused by the numbers schema unless it reads as one', () => {
    const field = numbers.shape.competitorPricesChecked;
    expect(field.safeParse('November 2026').success).toBe(true);
    expect(field.safeParse('11/2026').error?.issues[0]?.message).toBe('write a month in full and a year, e.g. November 2026');
  });
});

describe('a price check a year old', () => {
  it.each([
    ['2026-11-01', false],
    ['2027-10-31', false],
    ['2027-11-01', true],
    ['2028-03-15', true],
  ])('checked November 2026, on %s: %s', (today, old) => {
    expect(yearOld({ month: 11, year: 2026 }, new Date(`${today}T00:00:00Z`))).toBe(old);
  });

  it('is reported by check:launch at its line, with what to do', () => {
    expect(staleCompetitorPrices(FILE, yamlWith('November 2026'), new Date('2027-10-31T00:00:00Z'))).toEqual([]);
    expect(staleCompetitorPrices(FILE, yamlWith('November 2026'), new Date('2027-11-01T00:00:00Z'))).toEqual([
      {
        file: FILE,
        line: 3,
        what: "the competitors' prices were last checked November 2026, a year or more ago",
        fix: "check each competitor's prices on its own site, correct them under competitors, and write this month in competitorPricesChecked",
      },
    ]);
  });

  it('leaves a missing or unreadable date to the content check', () => {
    expect(staleCompetitorPrices(FILE, 'numbers:\n  competitors: []\n', new Date('2030-01-01T00:00:00Z'))).toEqual([]);
    expect(staleCompetitorPrices(FILE, yamlWith('soon'), new Date('2030-01-01T00:00:00Z'))).toEqual([]);
  });
});
