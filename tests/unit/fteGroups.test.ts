// Groups of part-time employees in the FTE count (src/lib/fte.ts): "15 people × 80 hours" counts
// exactly as fifteen people listed one by one, each person's hours capped on their own
// (26 CFR 54.4980H-2(c)(2)); a group's fields are refused or read, and survive the address.
import { describe, expect, it } from 'vitest';
import { aleResult, countedHours, groupsFromParam, groupsParam, monthResult, parseGroup, type MonthCount, type PartTimeGroup } from '~/lib/fte';
import { numbers } from '../support/numbers';

const { plan, tools } = numbers;
const rules = { fteMonthlyHoursCap: plan.fteMonthlyHoursCap, fullTimeHoursMonth: plan.fullTimeHoursMonth, aleThreshold: plan.aleThreshold, seasonalMonths: plan.seasonalMonths };
const cap = rules.fteMonthlyHoursCap;

/** The group's people listed one by one, as the per-person list takes them. */
const listed = (group: PartTimeGroup) => Array.from({ length: group.people }, () => group.hours);

describe('a group counts exactly as its people listed one by one', () => {
  it.each<[string, number, number[], PartTimeGroup[]]>([
    ['15 × 80 beside 40 full-time', 40, [], [{ people: 15, hours: 80 }]],
    ['a group at the cap', 3, [], [{ people: 7, hours: cap }]],
    ['a group over the cap, each person capped', 10, [], [{ people: 15, hours: cap + 30 }]],
    ['a group of none', 45, [80], [{ people: 0, hours: 80 }]],
    ['groups beside a list', 45, [80, 60, 100], [{ people: 4, hours: 90 }, { people: 2, hours: rules.fullTimeHoursMonth }]],
    ['a group that makes the threshold', rules.aleThreshold - 1, [], [{ people: 3, hours: cap / 3 }]],
  ])('%s', (_, fullTime, partTime, groups) => {
    const grouped: MonthCount = { fullTime, partTime, groups };
    const oneByOne: MonthCount = { fullTime, partTime: [...partTime, ...groups.flatMap(listed)] };
    expect(monthResult(grouped, rules)).toEqual(monthResult(oneByOne, rules));
    expect(aleResult([grouped], false, rules)).toEqual(aleResult([oneByOne], false, rules));
    expect(aleResult(Array(12).fill(grouped), false, rules)).toEqual(aleResult(Array(12).fill(oneByOne), false, rules));
  });
});

describe('the cap applies to each person in a group, never to the group\'s hours', () => {
  it.each<[PartTimeGroup, number]>([
    [{ people: 15, hours: 80 }, 15 * 80],
    [{ people: 15, hours: cap }, 15 * cap],
    [{ people: 15, hours: cap + 1 }, 15 * cap],
    [{ people: 2, hours: tools.monthHoursMax }, 2 * cap],
    [{ people: 0, hours: tools.monthHoursMax }, 0],
  ])('%o counts %i hours', (group, counted) => {
    expect(countedHours([], cap, [group])).toBe(counted);
  });

  it('40 full-time and 15 part-timers at 80 hours are 50 full-time equivalents', () => {
    const result = monthResult({ fullTime: 40, partTime: [], groups: [{ people: 15, hours: 80 }] }, rules);
    expect(result.total).toBe(40 + (15 * 80) / cap);
  });
});

describe('a group\'s two fields', () => {
  const max = { people: tools.employeesMax, hours: tools.monthHoursMax };
  it.each<[string, string, string, ReturnType<typeof parseGroup>]>([
    ['both empty: no group', '', '  ', { group: null }],
    ['a group', '15', '80', { group: { people: 15, hours: 80 } }],
    ['thousands separators', '1,500', '80', { group: { people: 1500, hours: 80 } }],
    ['none of the people', '0', '80', { group: { people: 0, hours: 80 } }],
    ['zero hours, refused as for one person', '15', '0', { problems: { people: null, hours: 'zero' } }],
    ['people without hours', '15', '', { problems: { people: null, hours: 'empty' } }],
    ['hours without people', '', '80', { problems: { people: 'empty', hours: null } }],
    ['a fraction of a person', '1.5', '80', { problems: { people: 'decimal', hours: null } }],
    ['more people than the tool takes', String(max.people + 1), '80', { problems: { people: 'tooLarge', hours: null } }],
    ['more hours than a month has', '2', String(max.hours + 1), { problems: { people: null, hours: 'tooLarge' } }],
    ['both refused', '-3', 'many', { problems: { people: 'negative', hours: 'notNumber' } }],
  ])('%s', (_, people, hours, read) => {
    expect(parseGroup({ people, hours }, max.people, max.hours)).toEqual(read);
  });
});

describe('groups in a link', () => {
  it('survive their parameter, which holds only digits, x and _', () => {
    const groups = [{ people: 15, hours: 80 }, { people: 0, hours: 100 }];
    expect(groupsParam(groups)).toBe('15x80_0x100');
    expect(groupsFromParam('15x80_0x100')).toEqual([{ people: '15', hours: '80' }, { people: '0', hours: '100' }]);
  });

  it.each(['', '15', '15x', 'x80', '15x80_', '15x80,3x9', '15X80', '<b>x1'])('a parameter not written as groups, %j, is left out', (param) => {
    expect(groupsFromParam(param)).toBeUndefined();
  });
});
