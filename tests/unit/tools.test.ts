// The rules of the first three tools, as tables: the calculator's formulas, the ICHRA minimum
// class size at its boundaries, the HRA chooser's decision tree and the count parser.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { classesExceedEmployees, meetsMinimum, minimumClassSize } from '~/lib/classSize';
import { formatNumber } from '~/lib/format';
import { questionsFor, recommend, type Answers } from '~/lib/hraChooser';
import { echoed, fill, wordParts } from '~/lib/template';
import { costRows, firstYearCost, monthlyCost, savings } from '~/lib/totalCost';
import { parseCount } from '~/lib/wholeNumber';

const { prices, fees, competitors, plan, tools } = numbers;
const salusion = (product: keyof typeof prices) => ({ name: 'Salusion', perParticipant: prices[product], platformFee: fees.platform, setupFee: fees.setup });
const usd = (n: number) => formatNumber(n, 'usd');

describe('total cost', () => {
  it.each([
    // participants, fees, monthly, first year
    [1, { perParticipant: 14, platformFee: 0, setupFee: 0 }, 14, 168],
    [10, { perParticipant: 20, platformFee: 40, setupFee: 0 }, 240, 2880],
    [10, { perParticipant: 19, platformFee: 35, setupFee: 150 }, 225, 2850],
    [10000, { perParticipant: 19, platformFee: 35, setupFee: 150 }, 190035, 2280570],
  ])('%i participants at %o cost %i a month and %i the first year', (participants, f, monthly, firstYear) => {
    expect(monthlyCost(participants, f)).toBe(monthly);
    expect(firstYearCost(participants, f, plan.planYearMonths)).toBe(firstYear);
  });

  it('matches the issue example, at the spec’s prices: 10 ICHRA participants, Salusion $140 / $1,680, A $240 / $2,880, B $225 / $2,850', () => {
    const spec = {
      salusion: { name: 'Salusion', perParticipant: 14, platformFee: 0, setupFee: 0 },
      competitors: [
        { name: 'Competitor A', perParticipant: 20, platformFee: 40, setupFee: 0 },
        { name: 'Competitor B', perParticipant: 19, platformFee: 35, setupFee: 150 },
      ],
    };
    const rows = costRows(10, 'ichra', spec.salusion, spec.competitors, 12);
    expect(rows.map((r) => [r.name, usd(r.monthly), usd(r.firstYear)])).toEqual([
      ['Salusion', '$140', '$1,680'],
      ['Competitor A', '$240', '$2,880'],
      ['Competitor B', '$225', '$2,850'],
    ]);
    expect(savings(rows)).toEqual([
      { name: 'Competitor A', amount: 1200 },
      { name: 'Competitor B', amount: 1170 },
    ]);
  });

  it.each([
    ['ichra', 3],
    ['qsehra', 3],
    ['gchra', 1],
    ['ebhra', 1],
  ] as const)('%s compares %i administrators (competitors only where the spec prices them)', (product, count) => {
    expect(costRows(10, product, salusion(product), competitors, plan.planYearMonths)).toHaveLength(count);
  });

  it('has no saving without competitors', () => {
    expect(savings(costRows(10, 'gchra', salusion('gchra'), competitors, plan.planYearMonths))).toEqual([]);
  });
});

describe('parseCount', () => {
  it.each([
    ['10', { value: 10 }],
    [' 25 ', { value: 25 }],
    ['1', { value: 1 }],
    ['10000', { value: 10000 }],
    ['10,000', { value: 10000 }],
    ['', { problem: 'empty' }],
    ['   ', { problem: 'empty' }],
    ['0', { problem: 'zero' }],
    ['-0', { problem: 'zero' }],
    ['+0', { problem: 'zero' }],
    ['-1', { problem: 'negative' }],
    ['-2.5', { problem: 'negative' }],
    ['2.5', { problem: 'decimal' }],
    ['10001', { problem: 'tooLarge' }],
    ['abc', { problem: 'notNumber' }],
    ['12abc', { problem: 'notNumber' }],
    ['1e3', { problem: 'notNumber' }],
    ['1,00', { problem: 'notNumber' }],
    ['Infinity', { problem: 'notNumber' }],
    ['NaN', { problem: 'notNumber' }],
    ['9'.repeat(308), { problem: 'tooLarge' }],
    ['9'.repeat(309), { problem: 'tooLarge' }],
    ['1'.repeat(400), { problem: 'tooLarge' }],
    [`${'1'.repeat(400)}.5`, { problem: 'tooLarge' }],
    [`-${'1'.repeat(400)}`, { problem: 'negative' }],
  ])('"%s" → %o (at most the calculator maximum)', (text, result) => {
    expect(parseCount(text, tools.participantsMax)).toEqual(result);
  });

  it('has no upper limit unless given one', () => {
    expect(parseCount('123456')).toEqual({ value: 123456 });
  });
});

describe('minimumClassSize with a group plan offered', () => {
  it.each([
    [1, 'small', 10],
    [99, 'small', 10],
    [100, 'mid', 10],
    [150, 'mid', 15],
    [199, 'mid', 19],
    [200, 'mid', 20],
    [201, 'large', 20],
    [5000, 'large', 20],
  ] as const)('%i employees → %s rule, minimum %i', (employees, rule, size) => {
    expect(minimumClassSize(employees, true, plan.minimumClassSize)).toEqual({ rule, size });
  });

  it.each([99, 150, 201])('%i employees without a group plan → no minimum', (employees) => {
    expect(minimumClassSize(employees, false, plan.minimumClassSize)).toEqual({ rule: 'none', size: 0 });
  });

  it.each([
    [14, false],
    [15, true],
    [16, true],
  ])('at 150 employees a class of %i meets the minimum: %s', (size, meets) => {
    expect(meetsMinimum(size, minimumClassSize(150, true, plan.minimumClassSize))).toBe(meets);
  });

  it.each([
    [[40, 10], 50, false],
    [[40, 11], 50, true],
    [[50], 50, false],
    [[], 50, false],
  ])('classes %o exceed %i employees: %s', (sizes, employees, exceed) => {
    expect(classesExceedEmployees(sizes, employees)).toBe(exceed);
  });
});

describe('HRA chooser', () => {
  const limit = plan.qsehraMaxEmployees;
  it.each<[Answers, string[], string | undefined]>([
    [{}, ['groupPlan'], undefined],
    [{ groupPlan: true }, ['groupPlan', 'paysFor'], undefined],
    // The group plan's own costs: a GCHRA, and an EBHRA fits too.
    [{ groupPlan: true, paysFor: 'groupCosts' }, ['groupPlan', 'paysFor'], 'gchra:groupCosts+ebhra'],
    [{ groupPlan: true, paysFor: 'excepted' }, ['groupPlan', 'paysFor'], 'ebhra:excepted'],
    [{ groupPlan: true, paysFor: 'individual' }, ['groupPlan', 'paysFor'], 'ichra:individual'],
    [{ groupPlan: false }, ['groupPlan', 'employees'], undefined],
    [{ groupPlan: false, employees: limit }, ['groupPlan', 'employees'], 'ichra:largeEmployer'],
    [{ groupPlan: false, employees: limit + 100 }, ['groupPlan', 'employees'], 'ichra:largeEmployer'],
    [{ groupPlan: false, employees: limit - 1 }, ['groupPlan', 'employees', 'differentAllowances'], undefined],
    [{ groupPlan: false, employees: 1, differentAllowances: true }, ['groupPlan', 'employees', 'differentAllowances'], 'ichra:differentAllowances'],
    [{ groupPlan: false, employees: limit - 1, differentAllowances: false }, ['groupPlan', 'employees', 'differentAllowances'], 'qsehra:sameAllowance'],
    // Answers to questions no longer asked do not count.
    [{ groupPlan: false, paysFor: 'excepted', employees: limit }, ['groupPlan', 'employees'], 'ichra:largeEmployer'],
    [{ groupPlan: true, paysFor: 'excepted', employees: 5, differentAllowances: false }, ['groupPlan', 'paysFor'], 'ebhra:excepted'],
  ])('%o asks %o and recommends %s', (answers, questions, result) => {
    expect(questionsFor(answers, limit)).toEqual(questions);
    const r = recommend(answers, limit);
    expect(r && `${r.product}:${r.reason}${r.also ? `+${r.also}` : ''}`).toBe(result);
  });
});

describe('fill', () => {
  it.each([
    ['{brand} saves {amount}', { brand: 'Salusion', amount: '$1,200' }, 'Salusion saves $1,200'],
    ['Minimum class size: {size}', { size: 15 }, 'Minimum class size: 15'],
    ['keeps {unknown}', {}, 'keeps {unknown}'],
    ['Cost for {n:participant|participants}', { n: '1' }, 'Cost for 1 participant'],
    ['Cost for {n:participant|participants}', { n: 1 }, 'Cost for 1 participant'],
    ['Cost for {n:participant|participants}', { n: '10' }, 'Cost for 10 participants'],
    ['Cost for {n:participant|participants}', { n: '1,001' }, 'Cost for 1,001 participants'],
    ['more than the {n:employee|employees}', { n: 0 }, 'more than the 0 employees'],
    ['keeps {unknown:one|other}', {}, 'keeps {unknown:one|other}'],
  ])('"%s" with %o → "%s"', (words, values, result) => {
    expect(fill(words, values)).toBe(result);
  });
});

describe('echoed', () => {
  it.each([
    ['a right-to-left override', '\u202Eelpmaxe', 'elpmaxe'],
    ['an embedding and its end', '\u202Babc\u202C', 'abc'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['marks', '\u200Ea\u200Fb\u061Cc', 'abc'],
    ['plain text', '2.5', '2.5'],
    ['right-to-left letters, which are text, not controls', 'שלום', 'שלום'],
  ])('takes %s out of what a message quotes', (_name, typed, quoted) => {
    expect(echoed(typed)).toBe(quoted);
  });
});

describe('wordParts', () => {
  it.each([
    ['email {email}, or {calendar}.', [{ text: 'email ' }, { placeholder: 'email' }, { text: ', or ' }, { placeholder: 'calendar' }, { text: '.' }]],
    ['{email} first', [{ placeholder: 'email' }, { text: ' first' }]],
    ['no placeholder', [{ text: 'no placeholder' }]],
  ])('%j', (words, parts) => {
    expect(wordParts(words)).toEqual(parts);
  });
});
