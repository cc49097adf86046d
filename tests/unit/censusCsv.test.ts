// Reading a census CSV and writing the answers as one: columns matched by their headings in any order
// and capitals, the file's other columns named, quoted cells, empty lines, rows past the most read
// counted as left out, a 10,000-row file read in slices that let the browser in between, and a
// written cell that a spreadsheet would run as a formula kept as text.
import { describe, expect, it } from 'vitest';
import { ui } from '../support/words.ts';
import { CENSUS_COLUMNS, type CensusColumn } from '~/lib/censusCells';
import { readCensus, writeCsv } from '~/lib/censusCsv';

const headings = ui.affordabilityPlanner.columns as Record<CensusColumn, string>;
const h = (c: CensusColumn) => headings[c];
/** A census row with the cells given, the rest empty. */
const row = (cells: Partial<Record<CensusColumn, string>>) => CENSUS_COLUMNS.map((c) => cells[c] ?? '');

describe('readCensus', () => {
  it('matches the headings in any order, capitals and spaces aside, and names the columns it leaves aside', async () => {
    const text = [`  ${h('premium').toUpperCase()} ,Employee ID,${h('age').toLowerCase()},${h('name')}`, '500,17,40,Ada', '612.5,18,63,Grace'].join('\n');
    const file = await readCensus(text, headings, 100);
    expect(file.columns).toEqual(['premium', 'age', 'name']);
    expect(file.unknown).toEqual(['Employee ID']);
    expect(file.rows).toEqual([row({ premium: '500', age: '40', name: 'Ada' }), row({ premium: '612.5', age: '63', name: 'Grace' })]);
    expect(file.leftOut).toBe(0);
  });

  it('reads quoted cells with commas, quotes and line breaks, and skips empty lines', async () => {
    const text = `${h('name')},${h('class')}\r\n"Lovelace, Ada","Full-time ""A"""\r\n\r\n"Two\nlines",Hourly\r\n`;
    const file = await readCensus(text, headings, 100);
    expect(file.rows).toEqual([row({ name: 'Lovelace, Ada', class: 'Full-time "A"' }), row({ name: 'Two\nlines', class: 'Hourly' })]);
  });

  it('reads at most the rows it may, and counts the rest as left out', async () => {
    const text = [h('age'), '20', '30', '40', '50'].join('\n');
    const file = await readCensus(text, headings, 2);
    expect(file.rows).toEqual([row({ age: '20' }), row({ age: '30' })]);
    expect(file.leftOut).toBe(2);
  });

  it('has no rows and no columns for a file of headings the planner does not know', async () => {
    expect(await readCensus('First Name,Last Name\n', headings, 10)).toEqual({ rows: [], columns: [], unknown: ['First Name', 'Last Name'], leftOut: 0 });
  });

  it('reads 10,000 rows in slices, letting the event loop run between them', async () => {
    const lines = [CENSUS_COLUMNS.map(h).join(',')];
    for (let i = 0; i < 10_000; i++) lines.push(`Employee ${i},Hourly,${21 + (i % 44)},,TX,${300 + (i % 400)}.25,,,${30000 + i},,`);
    let ran = false;
    setTimeout(() => (ran = true));
    const file = await readCensus(lines.join('\n'), headings, 10_000);
    expect(ran).toBe(true);
    expect(file.rows).toHaveLength(10_000);
    expect(file.rows[9_999]).toEqual(row({ name: 'Employee 9999', class: 'Hourly', age: String(21 + (9_999 % 44)), state: 'TX', premium: '699.25', wages: '39999' }));
  });
});

describe('writeCsv', () => {
  it('quotes what needs quoting and keeps a would-be formula as text', () => {
    expect(writeCsv([['Name', 'Premium'], ['Lovelace, Ada', '500.00'], ['=HYPERLINK("x")', '+1']])).toBe('Name,Premium\r\n"Lovelace, Ada",500.00\r\n"\'=HYPERLINK(""x"")","\'+1"');
  });
});
