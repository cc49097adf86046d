// Every number the site shows, written once (content/data/numbers.yaml): pages, cards, tables,
// guides, PDFs and search-engine data all read from it, so a change here reaches every place.
import { z } from 'astro/zod';
import { dayMissingFromYear, parseMonthDay, parseWordDate } from '../lib/calendarDate.ts';
import { MONTH_NAMES } from '../lib/monthNames.ts';
import { parseMonthYear } from '../lib/monthYear.ts';
import { US_STATES } from '../lib/usStates.ts';
import { productCode } from './fields.ts';

const money = z.number().int('use whole dollars').nonnegative('a price or fee cannot be negative');
const days = z.number().int().nonnegative();
const count = z.number().int().positive();
/** A dollar amount for each of the four products, each described by `help`. */
const perProduct = (help: string) => z.record(productCode, money.describe(help));
/**
 * A date in words written rightly but for a year that lacks its day ("February 29, 2027") is told
 * so ("2027 has no February 29"), and the field's other rules, about how a date is written, are
 * not checked after it.
 */
const dayInItsYear = (text: string, ctx: z.RefinementCtx) => {
  const missing = dayMissingFromYear(text);
  if (missing) ctx.addIssue({ code: 'custom', input: text, continue: false, message: `${missing.year} has no ${MONTH_NAMES[missing.month - 1]} ${missing.day}` });
};
/** A yearly deadline written in words, as the guides print it; the plan calendar reads it too. */
const monthDay = z
  .string()
  .superRefine(dayInItsYear)
  .refine((text) => parseMonthDay(text) !== null, 'write a month in full and a day every year has, e.g. July 31');
/** A date written in words, as the guides print it; the plan calendar reads it too. */
const wordDate = z
  .string()
  .superRefine(dayInItsYear)
  .refine((text) => parseWordDate(text) !== null, 'write a month in full, the day and the year, e.g. October 1, 2029');

const competitor = z.object({
  name: z.string().min(1).describe('How the comparison tables name it. Example: Competitor A'),
  perParticipant: money.describe('Its price per participant per month, in US dollars. Example: 20'),
  platformFee: money.describe('Its monthly platform fee, in US dollars. Example: 40'),
  setupFee: money.describe('Its one-time setup fee, in US dollars. Example: 150'),
});

/** Where each rule of law the guides quote comes from, one entry per rule. */
const sources = z
  .object({
    notices: z.string().min(3).describe('Where the notice deadlines come from (noticeDaysBefore, newEmployerDaysBefore). Example: 26 CFR 54.9802-4(c)(6)(i); IRC 9831(d)(4)(A)'),
    qsehraNoticePenalty: z.string().min(3).describe('Where the QSEHRA notice penalty comes from. Example: IRC 6652(o)'),
    furnishing: z.string().min(3).describe('Where the Form 1095-C furnishing date and its extension come from. Example: 26 CFR 301.6056-1(g)(1)'),
    furnishingNotice: z.string().min(3).describe('Where the option to post a notice and give Form 1095-C on request comes from. Example: IRC 6056(c)(3); IRS Notice 2025-15'),
    filing: z.string().min(3).describe('Where the filing deadlines and the electronic-filing rule come from. Example: 26 CFR 301.6056-1(e); 26 CFR 301.6011-2(c)'),
    w2: z.string().min(3).describe('Where the W-2 reporting of a QSEHRA and its date come from. Example: IRC 6051(a)(15), 6071(c)'),
    pcori: z.string().min(3).describe('Where the PCORI fee\'s cutoff and Form 720 date come from. Example: IRC 4376(e); 26 CFR 40.6071(a)-1(c)(2)'),
    weekends: z.string().min(3).describe('Where the rule that moves a deadline off a weekend comes from. Example: IRC 7503'),
    ale: z.string().min(3).describe('Where the ALE test, the full-time hours and the full-time equivalents come from. Example: IRC 4980H(c)(2), (c)(4); 26 CFR 54.4980H-2'),
    seasonal: z.string().min(3).describe('Where the seasonal-worker exception comes from. Example: 26 CFR 54.4980H-2(b)(2)'),
    qsehra: z.string().min(3).describe('Where the QSEHRA\'s employer rule and the proration of its limits come from. Example: IRC 9831(d)(2)(D)(i), (d)(3)(B)'),
    affordability: z.string().min(3).describe('Where the ICHRA affordability test (self-only, monthly) comes from. Example: 26 CFR 1.36B-2(c)(5)'),
    qsehraAffordability: z
      .string()
      .min(3)
      .describe('Where the test of whether a QSEHRA is affordable coverage, which bars the premium tax credit, comes from. Example: IRC 36B(c)(4)(A), (C)'),
    classMinimums: z.string().min(3).describe('Where the minimum class sizes, and the classes they apply to, come from. Example: 26 CFR 54.9802-4(d)(3)'),
    ichraClassPlaces: z.string().min(3).describe('Where the ICHRA classes based on where employees work (a rating area, or a larger area such as a state) come from, which the HRA chooser cites beside an ICHRA. Example: 26 CFR 54.9802-4(d)(2)'),
    ebhraExpenses: z.string().min(3).describe('Where what an excepted benefit HRA may and may not reimburse comes from. Example: 26 CFR 54.9831-1(c)(3)(viii)'),
    safeHarbors: z.string().min(3).describe('Where the W-2, rate-of-pay and poverty-line safe harbors (and rateOfPayMonthlyHours) come from. Example: 26 CFR 54.4980H-5(e)(2)(ii)–(iv)'),
    povertyLine: z.string().min(3).describe('Which poverty guideline the poverty-line safe harbor uses for a plan year, and for which states. Example: 26 CFR 54.4980H-5(e)(2)(iv)'),
    ichraSafeHarbors: z.string().min(3).describe('Where the ICHRA location and look-back month safe harbors come from. Example: proposed 26 CFR 54.4980H-5(f), 84 FR 51471'),
    ageVariation: z.string().min(3).describe('Where the rule that an ICHRA allowance may rise with age (up to maxAgeFactor times the youngest\'s) comes from. Example: 26 CFR 54.9802-4(c)(3)(iii)(B)'),
    salusionTerms: z.string().min(3).describe('Where the rules that are Salusion\'s own plan terms, not law, come from (the amendment window, the runout). Example: Salusion plan terms'),
  })
  .describe('Where each rule of law above comes from, so the next editor (and counsel) can check it.');

/** The plan rules the guides quote, each key named for what it measures. */
const plan = z.object({
  planYearMonths: count.describe('Length of a plan year, in months. Example: 12'),
  yearEndRunoutDays: days.describe('Days after the plan year ends that participants may still submit expenses. Example: 75'),
  amendmentDaysBefore: days.describe('Days before the next plan year that it opens for changes. Example: 105'),
  noticeDaysBefore: days.describe('Days before the plan year that the employee notices go out. Example: 90'),
  specialEnrollmentDays: days.describe('Length of a special enrollment period, in days. Example: 60'),
  reimbursementBusinessDays: days.describe('Business days from an expense\'s submission to its payment by bank transfer. Example: 4'),
  exampleAnnualAllowance: money.describe('The yearly allowance the guides use in their example, in US dollars. Example: 3600'),
  maxAgeFactor: z.number().positive().describe('The oldest participant\'s allowance may be at most this many times the youngest\'s. Example: 3'),
  permittedClassCategories: count.describe('How many kinds of employee class the ICHRA rules permit. Example: 10'),
  dependentAgeLimit: count.describe('Children are covered while they are younger than this. Example: 27'),
  ownerSharePercent: z.number().positive().describe('S corporation shareholders who own more than this percent are not eligible. Example: 2'),
  qsehraMaxEmployees: count.describe('A QSEHRA is open only to employers with fewer full-time equivalent employees than this. Example: 50'),
  aleThreshold: count.describe('Full-time and equivalent employees that make an applicable large employer. Example: 50'),
  fullTimeHoursWeek: count.describe('Weekly hours that make an employee full-time. Example: 30'),
  fullTimeHoursMonth: count.describe('Monthly hours that make an employee full-time. Example: 130'),
  fteMonthlyHoursCap: count.describe('For full-time equivalents: the most monthly hours counted for one person, and what the total is divided by. Example: 120'),
  minimumClassSize: z
    .object({
      smallEmployerLimit: count.describe('Employers with fewer employees than this need the small size below. Example: 100'),
      smallEmployerSize: count.describe('The minimum class size for those smaller employers. Example: 10'),
      midEmployerLimit: count.describe('Employers with up to this many employees (and at least the limit above) need the percentage below. Example: 200'),
      midEmployerPercent: z.number().positive().describe('Their minimum class size, as a percent of their employees, rounded down. Example: 10'),
      largeEmployerSize: count.describe('The minimum class size for employers with more employees than that. Example: 20'),
    })
    .describe('The smallest an ICHRA class may be when a group plan is also offered to another class, by the employer\'s size.'),
  pcorPlanYearsEndingBefore: wordDate.describe('The PCOR fee applies to plan years that end before this date. Example: October 1, 2029'),
  form720Due: monthDay.describe('The day Form 720, which pays the PCOR fee, is due. Example: July 31'),
  paperFilingDeadline: monthDay.describe('The deadline for information returns filed on paper. Example: February 28'),
  electronicFilingDeadline: monthDay.describe('The deadline for information returns filed electronically. Example: March 31'),
  newEmployerDaysBefore: count.describe('An employer first established fewer than this many days before an ICHRA\'s first plan year gives that year\'s notice by the day the ICHRA takes effect. Example: 120'),
  qsehraNoticePenalty: z
    .object({
      perEmployee: money.describe('The penalty for each employee not given the QSEHRA notice on time, per failure, in US dollars. Example: 50'),
      yearlyMaximum: money.describe('The most that penalty comes to in a calendar year, in US dollars. Example: 2500'),
    })
    .describe('The penalty for a QSEHRA notice given late or not at all.'),
  furnishingDue: monthDay.describe('The day Form 1095-C is due to employees, before the automatic extension. Example: January 31'),
  furnishingExtensionDays: days.describe('The automatic extension of that day, in days. Example: 30'),
  furnishingNoticeKeptUntil: monthDay.describe('An employer that posts a notice instead of sending Form 1095-C keeps it posted until this day of the year after. Example: October 15'),
  furnishingOnRequestDays: days.describe('Such an employer gives the form to an employee who asks within this many days of the request (or by January 31, if later). Example: 30'),
  electronicFilingMinimumReturns: count.describe('A filer of this many information returns in a calendar year (all kinds counted together) must file them electronically. Example: 10'),
  w2Due: monthDay.describe('The day Form W-2 is due to employees and to the Social Security Administration. Example: January 31'),
  seasonalDays: count.describe('An employer over the ALE threshold for this many days of the year or fewer, only because of seasonal workers, is not an ALE. Example: 120'),
  seasonalMonths: count.describe('The calendar months that may be counted instead of those days. Example: 4'),
  rateOfPayMonthlyHours: count.describe('The rate-of-pay safe harbor counts an hourly employee\'s rate times this many hours a month. Example: 130'),
  sources,
  unconfirmedSources: z
    .array(sources.keyof())
    .optional()
    .describe('The sources above read only in secondary sources (an adviser\'s summary, a research copy), not yet in the rule\'s own text. The launch check lists each until you read the primary text, correct the wording if it differs, and untick it. Example: affordability'),
});

/** The figures a plan year's entry may hold, each read from the latest year that has it. */
export const YEARLY_FIGURES = ['affordabilityPercent', 'qsehraLimits', 'ebhraMax', 'povertyLine'] as const;

/** A yearly figure's source as pages and tools show it beside the figure, in brackets: the document's short name and number. */
const figureSource = z.string().min(3).max(40);

/** Where each figure of a plan year comes from; a figure the year gives needs its source. */
const figureSources = z
  .object({
    affordabilityPercent: figureSource.optional().describe('The IRS revenue procedure that sets the affordability percentage. Example: Rev. Proc. 2025-25'),
    qsehraLimits: figureSource.optional().describe('The IRS revenue procedure that sets the QSEHRA limits. Example: Rev. Proc. 2025-32'),
    ebhraMax: figureSource.optional().describe('The IRS revenue procedure that sets the EBHRA maximum. Example: Rev. Proc. 2025-19'),
    povertyLine: figureSource.optional().describe('The Federal Register notice of HHS\'s poverty guidelines. Example: HHS, 90 FR 5917'),
  } satisfies Record<(typeof YEARLY_FIGURES)[number], unknown>)
  .describe('Where each figure comes from, as pages and tools show it after the figure, in brackets: "9.96% for plan years beginning in 2026 (Rev. Proc. 2025-25)". Keep it short: the document\'s short name and number.');

/**
 * The figures the IRS sets for one plan year. Each may be missing while the IRS has published it
 * but nobody has entered it yet (or the IRS has not published it): pages then show the latest
 * earlier year's, name that year, and say the year's own are not in yet; check:launch lists it.
 */
const planYear = z
  .object({
    year: z.number().int().min(2000).max(2100).describe('The plan year, a calendar year. Example: 2026'),
    affordabilityPercent: z
      .number()
      .positive()
      .max(100)
      .optional()
      .describe('Share of household income, in percent, up to which an ICHRA counts as affordable that year. Example: 9.96'),
    qsehraLimits: z
      .object({
        selfOnly: money.describe('The most a self-only QSEHRA allowance may be that year, in US dollars. Example: 6450'),
        family: money.describe('The most a family QSEHRA allowance may be that year, in US dollars. Example: 13100'),
      })
      .optional()
      .describe('The yearly QSEHRA maximums the IRS sets for that year.'),
    ebhraMax: money
      .optional()
      .describe('The most an excepted benefit HRA may make newly available for a plan year beginning that year, in US dollars. Example: 2200'),
    povertyLine: z
      .object({
        contiguous: money.describe('For employees working in the 48 contiguous states and DC, in US dollars a year. Example: 15650'),
        alaska: money.describe('For employees working in Alaska, in US dollars a year. Example: 19550'),
        hawaii: money.describe('For employees working in Hawaii, in US dollars a year. Example: 17990'),
      })
      .optional()
      .describe(
        'The HHS poverty guideline for one person that the poverty-line safe harbor uses for plan years beginning on January 1 of this year: the guidelines HHS published in the January before (for 2026, the 2025 guidelines).',
      ),
    sources: figureSources,
    notes: z
      .string()
      .optional()
      .describe('Anything else the next editor needs to check the figures: a section, a date, where a figure was read while it is unconfirmed. Not shown on the site. Example: Poverty line: HHS 2025 poverty guidelines, one person, 90 FR 5917 (January 17, 2025)'),
    unconfirmed: z
      .array(z.enum(YEARLY_FIGURES))
      .optional()
      .describe(
        'The figures of this year entered from a secondary source (an adviser\'s or a newsletter\'s quote of the IRS document, by its number and date) and not yet checked against the IRS\'s own text. The launch check lists each until you check it and untick it. Example: affordabilityPercent',
      ),
  })
  .refine((entry) => YEARLY_FIGURES.some((figure) => entry[figure] !== undefined), 'give at least one figure for the year, or leave the year out')
  .superRefine((entry, context) => {
    for (const figure of YEARLY_FIGURES) {
      if (entry[figure] !== undefined && entry.sources[figure] === undefined) {
        context.addIssue({ code: 'custom', path: ['sources', figure], message: `give the source of ${figure} (the document it comes from, such as Rev. Proc. 2025-25)` });
      }
    }
  });

const state = z.enum(US_STATES, { error: 'write a state\'s two-letter code, such as NY (DC for the District of Columbia)' });

/** The federal default age curve that scales a premium at 21 to other ages, and the states where it does not hold. */
const ageCurve = z
  .object({
    bands: z
      .array(
        z.object({
          fromAge: z.number().int().nonnegative().describe('The youngest age of the band; it runs to the age before the next band\'s. Example: 25'),
          factor: z.number().positive().describe('The premium at these ages over the premium at 21. Example: 1.004'),
        }),
      )
      .min(1)
      .refine((bands) => bands[0]?.fromAge === 0 && bands.every((b, i) => i === 0 || b.fromAge > bands[i - 1]!.fromAge), 'list the bands from age 0 up, each starting after the one before')
      .describe('The factor of each age band, from 0 up; the last band runs on from its age (64 and older).'),
    ownCurveStates: z.array(state).describe('States that set an age curve of their own, where the planner does not scale a premium at 21. Example: AL, DC, MA'),
    noAgeRatingStates: z.array(state).describe('States whose premiums do not vary with age, where the planner does not scale a premium at 21 either. Example: NY, VT'),
    source: z.string().min(3).describe('Where the curve and the lists of states come from. Example: CMS, Guidance Regarding Age Curves and State Reporting (December 16, 2016), Appendix I'),
    unconfirmed: z
      .literal(true)
      .optional()
      .describe('Ticked while the curve was read only in secondary sources, not in CMS\'s own documents. The launch check lists it until you check it and untick it.'),
  })
  .describe('The federal default age curve of the individual market (45 CFR 147.102), with which the affordability planner turns a premium at age 21 into each employee\'s premium.');

/** Starting values and limits of the interactive tools; not prices. */
const tools = z
  .object({
    participantsDefault: count.describe('Participants the total-cost calculator starts with, and the payout estimator for each referred company. Example: 10'),
    participantsMax: count.describe('The most participants the calculator, and the payout estimator for each company, accept. Example: 10000'),
    checkerEmployees: count.describe('Employees the class-size checker starts with. Example: 50'),
    checkerClassSizes: z
      .array(count)
      .min(1)
      .describe('Sizes of the classes the class-size checker starts with, one for each class name under Buttons, labels and messages → Class size → Default classes. Example: 40 and 10'),
    checkerClassesMax: count.describe('The most classes the class-size checker checks at once, and takes from a shared link: the tool\'s own limit, not a rule of law (the rules allow combinations of their classes). Example: 20'),
    employeesMax: count.describe('The most employees the class-size checker, the HRA chooser and the FTE calculator accept; a larger number asks the visitor for a smaller one. Example: 1000000'),
    fteFullTime: z.number().int().nonnegative().describe('Full-time employees the FTE calculator starts with. Example: 45'),
    ftePartTimeHours: z
      .array(count)
      .describe('Monthly hours of the part-time employees the FTE calculator starts with, one number per person. Example: 80, 60, 100 and 140'),
    monthHoursMax: count.describe('The most hours one person can work in a month; the FTE calculator refuses more. Example: 744 (31 days of 24 hours)'),
    qsehraAllowances: z
      .object({
        selfOnly: count.describe('Monthly self-only allowance the QSEHRA planner starts with, in US dollars. Example: 400'),
        family: count.describe('Monthly family allowance the QSEHRA planner starts with, in US dollars. Example: 900'),
      })
      .describe('The monthly allowances the QSEHRA planner starts with.'),
    qsehraParticipants: z
      .object({
        selfOnly: z.number().int().nonnegative().describe('Self-only participants the QSEHRA planner starts with. Example: 8'),
        family: z.number().int().nonnegative().describe('Family participants the QSEHRA planner starts with. Example: 2'),
      })
      .describe('The head counts the QSEHRA planner starts with.'),
    qsehraAllowanceMax: count.describe('The largest monthly allowance the QSEHRA planner accepts, in US dollars; a larger one asks for a smaller number. Example: 10000'),
    calendarYearsBack: days.describe('The plan calendar accepts start dates from January 1 of this many years before the current plan year. Example: 3'),
    calendarYearsAhead: days.describe('The plan calendar accepts start dates up to December 31 of this many years after the current plan year. Example: 5'),
    calendarLaterYears: days.describe('How many plan years after the first the plan calendar lays out, each with its own dates. Example: 2'),
    payoutCompanies: count.describe('Referred companies the payout estimator starts with. Example: 1'),
    payoutCompaniesMax: count.describe('The most referred companies the payout estimator accepts. Example: 100'),
    plannerAllowance: money.describe('The monthly allowance the affordability planner checks to start with, in US dollars. Example: 400'),
    plannerPremiumMax: count.describe('The largest monthly premium (and allowance) the affordability planner accepts, in US dollars; a larger one is named as a problem. Example: 10000'),
    plannerYearlyPayMax: count.describe('The largest W-2 wages the affordability planner accepts, in US dollars a year (a monthly salary: this over 12). Example: 10000000'),
    plannerHourlyRateMax: count.describe('The largest hourly rate the affordability planner accepts, in US dollars. Example: 1000'),
    plannerAgeMax: count.describe('The oldest age the affordability planner accepts. Example: 120'),
    plannerRowsMax: count.describe('The most employees the affordability planner reads from one file; it names the rows after them as left out. Example: 10000'),
    plannerPageRows: count.describe('How many employees the affordability planner\'s tables show at a time. Example: 25'),
  })
  .refine((t) => t.participantsDefault <= t.participantsMax, 'participantsDefault must not exceed participantsMax')
  .refine((t) => t.checkerEmployees <= t.employeesMax, 'checkerEmployees must not exceed employeesMax')
  .refine((t) => t.checkerClassSizes.length <= t.checkerClassesMax, 'checkerClassSizes must not list more classes than checkerClassesMax')
  .refine((t) => t.payoutCompanies <= t.payoutCompaniesMax, 'payoutCompanies must not exceed payoutCompaniesMax')
  .refine((t) => t.fteFullTime <= t.employeesMax, 'fteFullTime must not exceed employeesMax')
  .refine((t) => t.ftePartTimeHours.every((h) => h <= t.monthHoursMax), 'each of ftePartTimeHours must not exceed monthHoursMax')
  .refine((t) => t.qsehraAllowances.selfOnly <= t.qsehraAllowanceMax && t.qsehraAllowances.family <= t.qsehraAllowanceMax, 'qsehraAllowances must not exceed qsehraAllowanceMax')
  .refine((t) => t.qsehraParticipants.selfOnly <= t.participantsMax && t.qsehraParticipants.family <= t.participantsMax, 'qsehraParticipants must not exceed participantsMax')
  .refine((t) => t.plannerAllowance <= t.plannerPremiumMax, 'plannerAllowance must not exceed plannerPremiumMax')
  .describe('Starting values and limits of the tools: the calculator, the class-size checker, the FTE calculator, the QSEHRA planner, the plan calendar, the payout estimator and the affordability planner. These are not prices.');

export const numbers = z
  .object({
    prices: perProduct('Price per participant per month, in whole US dollars. Example: 14').describe('What each product costs per participant per month.'),
    fees: z
      .object({
        platform: money.describe('Monthly platform fee, in US dollars. Example: 0'),
        setup: money.describe('One-time setup fee, in US dollars. Example: 0'),
      })
      .describe('What Salusion charges besides the per-participant price.'),
    competitors: z
      .array(competitor)
      .length(2, 'list exactly two competitors')
      .describe('The two competitors in the comparison tables and the calculator, named by kind only.'),
    competitorPricesChecked: z
      .string()
      .refine((text) => parseMonthYear(text) !== null, 'write a month in full and a year, e.g. November 2026')
      .describe(
        'The month you last checked the competitors\' prices above on their own sites. The calculator shows it beside their prices, and the launch check asks for a new check once it is a year old. Example: November 2026',
      ),
    referralPayouts: perProduct('Payout per referred participant, in whole US dollars. Example: 42').describe('What a referral pays per referred participant, by product.'),
    referralQualifyingMonths: count.describe('A referral pays once the referred company has generated this many months of fees within the first months of its plan year. Example: 3'),
    claims: z
      .object({
        employers: count.describe('Employers that use Salusion. Example: 1100'),
        employees: count.describe('Employees covered. Example: 19000'),
      })
      .describe('The counts the home page claims.'),
    plan: plan.describe('Plan rules the guides quote, each named for what it measures.'),
    ageCurve,
    planYears: z
      .array(planYear)
      .min(1, 'list at least the current plan year')
      .refine((years) => new Set(years.map((y) => y.year)).size === years.length, 'list each plan year once')
      .describe(
        'Figures the IRS sets anew for each plan year, one entry per year. Pages and PDFs state each figure for every plan year they speak of, each with its year (the YearlyFigure block): this year, and next year once its figure is in or it begins within 90 days; a tool uses the figures of the year its plan starts. While a year\'s figure is missing they show the latest earlier year\'s and say so. Add each of next year\'s figures as soon as the IRS publishes it; the launch check asks for them from 90 days before January 1.',
      ),
    tools,
  })
  .describe(
    'Every number the site shows, written once: pages, cards, tables, guides, PDFs and search results all read from here, so a change here reaches every place that shows it. Write plain numbers; money is in whole US dollars, without $ or commas. A page shows a number with the N block and its path, e.g. prices.ichra.',
  );
