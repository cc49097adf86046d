// A census of made-up employees for the affordability planner's browser tests and the interaction
// benchmark: every column, three classes, ages 18 to 70, employees in Alaska, Hawaii and a state
// without age rating, hourly and salaried pay, and every fifty rows one of each problem the planner
// names (a missing premium, an age over 120, negative wages, a state that is none). Its names and
// premiums are unlike anything a page or an address holds, so a test can look for them in every
// request. The same rows every time.
import { CENSUS_COLUMNS, type CensusColumn } from '../../src/lib/censusCells.ts';

/** One made-up employee, by column. */
export type FixtureRow = Record<CensusColumn, string>;

const CLASSES = ['Zephyr Crew', 'Quillon Office', 'Vantablue Field'];
const STATES = ['TX', 'OH', 'AK', 'HI', 'FL', 'NY', 'GA', 'PA'];

/** The `i`th employee (from 0), with a problem every fifty rows. */
export function fixtureRow(i: number): FixtureRow {
  const age = 18 + ((i * 7) % 53);
  const hourly = i % 3 !== 1;
  // Premiums rise with age, as the age curve makes them, three to one from 21 to 64, and vary by place.
  const premium = (base: number) => `${Math.round(base * (1 + (Math.min(Math.max(age, 21), 64) - 21) / 21.5))}.${String(17 + (i % 80)).padStart(2, '0')}`;
  const row: FixtureRow = {
    name: `Xanthe Qorvath ${String(i + 1).padStart(4, '0')}`,
    class: CLASSES[i % CLASSES.length]!,
    age: String(age),
    birthDate: '',
    state: STATES[i % STATES.length]!,
    premium: premium(280 + ((i * 37) % 120)),
    workSitePremium: premium(270 + ((i * 41) % 110)),
    lookBackPremium: premium(250 + ((i * 43) % 100)),
    wages: String(24000 + ((i * 1931) % 96000)),
    hourlyRate: hourly ? `${14 + (i % 30)}.${String(25 + (i % 70)).padStart(2, '0')}` : '',
    monthlySalary: hourly ? '' : String(2500 + ((i * 97) % 7000)),
  };
  // One of each problem every fifty rows.
  if (i % 50 === 7) row.premium = '';
  if (i % 50 === 19) row.age = '130';
  if (i % 50 === 31) row.wages = '-4200';
  if (i % 50 === 43) row.state = 'Zz';
  return row;
}

/** A CSV field, quoted when it must be. */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The first `count` made-up employees as a CSV file's text, each column headed by its words in `headings`. */
export function censusCsv(headings: Record<CensusColumn, string>, count: number): string {
  const lines = [CENSUS_COLUMNS.map((c) => field(headings[c])).join(',')];
  for (let i = 0; i < count; i++) {
    const row = fixtureRow(i);
    lines.push(CENSUS_COLUMNS.map((c) => field(row[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
