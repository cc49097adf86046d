// The affordability planner's words (content/site/ui.json, part affordabilityPlanner), in a module
// of their own as the planner has many: its settings, the census's column headings (which are also
// the template CSV's and the names a file's columns are matched by), the problems it names per row
// and column, and its answers. A {name} in braces is filled in by the planner.
import { z } from 'astro/zod';
import type { SafeHarbor } from '../lib/affordability.ts';
import type { CellProblem, CensusColumn, PremiumBasis } from '../lib/censusCells.ts';
import { visitorWords as words } from './fields.ts';

const columns = z
  .object({
    name: words('Optional: the employee\'s name or an id. Example: Name'),
    class: words('Optional: the employee\'s class, such as full-time or hourly. Example: Class'),
    age: words('The age on the first day of the plan year. Example: Age'),
    birthDate: words('The date of birth, used instead of the age when given. Example: Date of birth'),
    state: words('The two-letter code of the state where the employee works. Example: State'),
    premium: words('The monthly premium of the lowest-cost silver plan, self-only, where the employee lives. Example: Premium'),
    workSitePremium: words('The same premium at the employee\'s work site, for the location safe harbor. Example: Work-site premium'),
    lookBackPremium: words('The same premium for the look-back month, for the look-back safe harbor. Example: Look-back premium'),
    wages: words('The year\'s Form W-2 wages, box 1. Example: W-2 wages'),
    hourlyRate: words('The hourly rate of pay, for hourly employees. Example: Hourly rate'),
    monthlySalary: words('The monthly salary, for salaried employees. Example: Monthly salary'),
  } satisfies Record<CensusColumn, unknown>)
  .describe('Each column\'s heading, in the table, the template CSV and the file a visitor chooses (matched without regard to capitals). Keep them distinct.');

const problems = z
  .object({
    empty: words('A cell the answers need that is empty.'),
    notNumber: words('A cell that should hold a number and does not. Example: Write a number, such as 512.40.'),
    negative: words('A negative amount.'),
    zero: words('A premium, wage or rate of 0.'),
    decimals: words('An amount with more than two decimals.'),
    tooLarge: words('An amount over the most accepted; {max} is filled in from Numbers.'),
    notWhole: words('An age with decimals.'),
    ageRange: words('An age, typed or from the date of birth, outside 0 to the most accepted; {max} is filled in.'),
    notDate: words('A date of birth the planner cannot read.'),
    notState: words('A state that is not a two-letter code of a state or DC.'),
    noRate: words('Under the rate-of-pay safe harbor: neither an hourly rate nor a monthly salary.'),
    bothRates: words('Under the rate-of-pay safe harbor: both an hourly rate and a monthly salary.'),
    ownCurve: words('A premium at 21 in a state whose premiums do not follow the default age curve; {state} is filled in.'),
  } satisfies Record<CellProblem, unknown>)
  .describe('What the planner says of a cell it cannot use, after the row and the column.');

const harbors = z
  .object({
    povertyLine: words('Example: Federal poverty line'),
    rateOfPay: words('Example: Rate of pay'),
    w2: words('Example: W-2 wages'),
  } satisfies Record<SafeHarbor, unknown>)
  .describe('The three safe harbors, as the choice and the answers name them.');

const bases = z
  .object({
    home: words('Example: Where each employee lives'),
    workSite: words('Example: At the work site (location safe harbor)'),
    lookBack: words('Example: For the look-back month (look-back safe harbor)'),
  } satisfies Record<PremiumBasis, unknown>)
  .describe('The premiums the test can use.');

/** The planner's choices, its census and the words it shares with its answers. */
export const affordabilityPlanner = z.object({
  settings: words('Heading of the choices. Example: Your plan'),
  year: words('Label of the plan year. Example: Plan year'),
  yearOption: words('Each plan year in the list; {year} is filled in. Example: Starting January 1, {year}'),
  figures: words('The year\'s figures under the choices; {year}, {percent}, {contiguous}, {alaska} and {hawaii} are filled in, and {percentSource} and {povertySource}, the documents they come from (Numbers → planYears → sources). Example: … up to {percent} ({percentSource}) of the safe harbor’s income'),
  figuresFallback: words('The same while a figure of the year is not in Numbers yet (never say the IRS or HHS has not published it); {year}, {percentYear} and {povertyYear} (the years the figures are from) are filled in too, with {percentSource} and {povertySource}.'),
  harbor: words('Heading of the safe-harbor choice. Example: Safe harbor'),
  harborHint: words('Under it: which answers follow the choice.'),
  harbors,
  basis: words('Heading of the premium choice. Example: Premium'),
  bases,
  at21: words('The box for premiums given at age 21.'),
  at21Hint: words('Under it: where the curve does not hold; {states} is filled in from Numbers.'),
  allowance: words('Label of the allowance to check. Example: Monthly allowance to check, in dollars'),
  employees: words('Heading of the census. Example: Employees'),
  choose: words('The button that chooses a CSV file. Example: Choose a CSV file'),
  template: words('The link to the template CSV. Example: Download a template CSV'),
  templateFile: words('The template\'s file name, without .csv. Example: affordability-census-template'),
  private: words('Beside the file button: that nothing leaves the browser.'),
  reading: words('While a file is read; {file} is filled in. Example: Reading {file}…'),
  addRow: words('The button that adds an empty row. Example: Add an employee'),
  clear: words('The button that removes every row. Example: Remove all'),
  columns,
  row: words('Heading of the row-number column. Example: #'),
  problems,
  answers: words('Heading of the answers. Example: Answers'),
  empty: words('Shown in place of the answers before there are employees.'),
});

/** The planner's answers, loaded with its first rows or file: what it read of a file, the tables, the chart, the costs, the download, and the notes under the planner. */
export const affordabilityAnswers = z.object({
  read: words('After a file is read; {rows:one|other} and {file} are filled in.'),
  unknownColumns: words('A file\'s columns the planner does not use; {columns} is filled in.'),
  missingColumns: words('A file without a column the answers need; {columns} is filled in.'),
  tooManyRows: words('A file with more rows than the planner reads; {max} and {left:one|other} are filled in.'),
  rowsToggle: words('The line that opens the census table once rows are read from a file (it opens by itself for rows typed in); {total:one|other} is filled in.'),
  removeRow: words('The button on each row that removes it, for screen readers; {row} is filled in. Example: Remove row {row}'),
  rowsShown: words('Above the tables: which rows they show; {first}, {last} and {total} are filled in.'),
  previous: words('The button to the previous rows. Example: Previous'),
  next: words('The button to the next rows. Example: Next'),
  rowProblem: words('One problem; {row}, {column} and {problem} are filled in. Example: Row {row}, {column}: {problem}'),
  problemsHeading: words('Heading of the list of problems; {count} is filled in.'),
  moreProblems: words('After the first problems listed, when there are more; {count} is filled in.'),
  answered: words('The first line of the answers; {included}, {rows:one|other}, {year} and {harbor} are filled in.'),
  leftOut: words('After it, when rows are left out; {left:one|other} is filled in.'),
  verdicts: words('How many the allowance makes affordable; {allowance}, {affordable} and {included} are filled in.'),
  classesCaption: words('Caption of the class table. Example: Smallest allowances per class'),
  classHeadings: z
    .object({
      class: words('Example: Class'),
      members: words('Example: Employees'),
      single: words('Example: Smallest single allowance'),
      singleTotal: words('Example: Single, a month'),
      risingTotal: words('Example: Rising with age, a month'),
      saving: words('Example: Rising with age saves, a year'),
    })
    .describe('The class table\'s column headings.'),
  noClass: words('The class of employees whose row names none. Example: No class given'),
  chartClass: words('Label of the class the chart shows. Example: Class in the chart'),
  chartTitle: words('The chart\'s title; {class} is filled in.'),
  chartDescription: words('What the chart shows, for screen readers and under it.'),
  chartAge: words('The chart\'s age axis. Example: Age'),
  chartLegend: z
    .object({
      need: words('Example: Largest need at the age'),
      rising: words('Example: Allowance rising with age'),
      single: words('Example: Single allowance'),
    })
    .describe('The chart\'s three marks.'),
  costCaption: words('Caption of the cost table; {included:one|other} is filled in.'),
  costHeadings: z
    .object({
      what: words('Example: Cost'),
      monthly: words('Example: A month'),
      firstYear: words('{months} is filled in. Example: First plan year ({months} months)'),
    })
    .describe('The cost table\'s column headings.'),
  costTyped: words('Row of the allowance typed; {allowance} is filled in.'),
  costSingle: words('Row of the smallest single allowances. Example: Smallest single allowance per class'),
  costRising: words('Row of the smallest allowances rising with age. Example: Smallest allowance rising with age'),
  costFee: words('Row of Salusion\'s fee. Example: Salusion\'s fee'),
  costTotal: words('Row of the allowance typed with the fee. Example: Your allowance and the fee'),
  answersCaption: words('Caption of the table per employee; {harbor} is filled in.'),
  answerHeadings: z
    .object({
      age: words('Example: Age'),
      premium: words('Example: Premium used'),
      smallest: words('Each safe harbor\'s column; {harbor} is filled in. Example: Smallest allowance: {harbor}'),
      verdict: words('Example: With your allowance'),
    })
    .describe('The answer table\'s column headings, after the row number, name and class.'),
  verdictAffordable: words('An allowance that makes the offer affordable; {contribution} and {cap} are filled in.'),
  verdictCovered: words('An allowance as large as the premium.'),
  verdictNot: words('An allowance that does not; {contribution}, {cap} and {smallest} are filled in.'),
  notAnswered: words('In a table cell the planner cannot answer. Example: —'),
  download: words('The button that downloads the answers. Example: Download the answers (CSV)'),
  downloadFile: words('The download\'s file name, without .csv; {year} is filled in. Example: ichra-affordability-{year}'),
  csvHeadings: z
    .object({
      cap: words('{harbor} is filled in. Example: Most the employee pays: {harbor}'),
      classSingle: words('Example: Class single allowance'),
      classRising: words('Example: Allowance rising with age'),
      problems: words('Example: Problems'),
    })
    .describe('The downloaded file\'s columns besides the census\'s and the table\'s.'),
  noScript: words('Shown when JavaScript is off or did not load: what needs it, and what works without it.'),
  method: words('The line after "How we calculated this:"; {months}, {hours}, {factor}, {price}, {platform} and {setup} are from Numbers.'),
});
