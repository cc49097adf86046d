import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandNumbers, NUMBERS_PREFIX, numbersModule } from '~/integrations/islandNumbers';
import { contentRoot, dataFiles, type DataFile } from '~/schemas/files';
import * as calendar from 'virtual:numbers/calendar';
import * as classSize from 'virtual:numbers/classSize';
import * as fte from 'virtual:numbers/fte';

/** The data files as saved, but for the `changes` to numbers.yaml (a field's name, and the value written anew). */
const withValues =
  (changes: Record<string, string>) =>
  (file: DataFile): string => {
    let text = readFileSync(join(contentRoot, dataFiles[file]), 'utf8');
    if (file !== 'numbers') return text;
    for (const [field, value] of Object.entries(changes)) text = text.replace(new RegExp(`^(\\s+)${field}: .*$`, 'm'), `$1${field}: ${value}`);
    return text;
  };

describe('islands import the numbers they apply', () => {
  it('the plan calendar: counts as numbers, deadlines as month and day, money written out, the HRAs it offers', () => {
    const edited = islandNumbers('calendar', withValues({ noticeDaysBefore: '91', w2Due: 'February 2' }));
    expect(edited.rules.noticeDaysBefore).toBe(91);
    expect(edited.rules.w2Due).toEqual({ month: 2, day: 2 });
    expect(edited.figures.w2Due).toBe('February 2');
    expect(edited.figures.penaltyPerEmployee).toMatch(/^\$\d[\d,]*$/);
    expect(edited.products.map((p) => p.code)).toEqual(['ichra', 'qsehra']);
  });

  it('the FTE calculator: the counting rules, the full-time week, limits and starting values', () => {
    const edited = islandNumbers('fte', withValues({ fteMonthlyHoursCap: '110', fteFullTime: '12' }));
    expect(edited.rules.fteMonthlyHoursCap).toBe(110);
    expect(edited.fullTimeDefault).toBe(12);
  });

  it('the class-size checker: the minimum class size limits, starting values and the most employees', () => {
    const edited = islandNumbers('classSize', withValues({ checkerEmployees: '60' }));
    expect(edited.employeesDefault).toBe(60);
    expect(Object.keys(edited.limits).sort()).toEqual(['largeEmployerSize', 'midEmployerLimit', 'midEmployerPercent', 'smallEmployerLimit', 'smallEmployerSize']);
  });

  it('refuses a value the schema refuses, naming the file and the field', () => {
    expect(() => islandNumbers('calendar', withValues({ form720Due: 'end of July' }))).toThrow(
      /^content\/data\/numbers\.yaml: numbers\.plan\.form720Due: write a month in full/,
    );
  });

  it('refuses a part there is none of, naming the import', () => {
    expect(() => numbersModule('calender')).toThrow(`No island numbers named "calender" (imported as ${NUMBERS_PREFIX}calender)`);
  });

  it('through the build, from the data editors save', () => {
    expect({ ...calendar }).toEqual(islandNumbers('calendar'));
    expect({ ...fte }).toEqual(islandNumbers('fte'));
    expect({ ...classSize }).toEqual(islandNumbers('classSize'));
  });
});
