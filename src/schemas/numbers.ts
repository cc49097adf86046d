// Every number the site shows, written once (content/data/numbers.yaml): pages, cards, tables,
// guides, PDFs and search-engine data all read from it, so a change here reaches every place.
import { z } from 'astro/zod';
import { productCode } from './fields.ts';

const money = z.number().int('use whole dollars').nonnegative('a price or fee cannot be negative');
const days = z.number().int().nonnegative();
const count = z.number().int().positive();
/** A dollar amount for each of the four products, each described by `help`. */
const perProduct = (help: string) => z.record(productCode, money.describe(help));
/** A date or day written in words, as the guides print it. */
const day = z.string().min(1, 'must not be empty');

const competitor = z.object({
  name: z.string().min(1).describe('How the comparison tables name it. Example: Competitor A'),
  perParticipant: money.describe('Its price per participant per month, in US dollars. Example: 20'),
  platformFee: money.describe('Its monthly platform fee, in US dollars. Example: 40'),
  setupFee: money.describe('Its one-time setup fee, in US dollars. Example: 150'),
});

/** The plan rules the guides quote, each key named for what it measures. */
const plan = z.object({
  planYearMonths: count.describe('Length of a plan year, in months. Example: 12'),
  yearEndRunoutDays: days.describe('Days after the plan year ends that participants may still submit expenses. Example: 75'),
  terminationRunoutDays: days.describe('Days after leaving the company that a participant may still submit expenses. Example: 0'),
  amendmentDaysBefore: days.describe('Days before the next plan year that it opens for changes. Example: 105'),
  noticeDaysBefore: days.describe('Days before the plan year that the employee notices go out. Example: 90'),
  specialEnrollmentDays: days.describe('Length of a special enrollment period, in days. Example: 60'),
  reimbursementBusinessDays: days.describe('Business days from an expense\'s submission to its payment by bank transfer. Example: 4'),
  exampleAnnualAllowance: money.describe('The yearly allowance the guides use in their example, in US dollars. Example: 3600'),
  maxAgeFactor: z.number().positive().describe('The oldest participant\'s allowance may be at most this many times the youngest\'s. Example: 3'),
  affordabilityPercent: z.number().positive().max(100).describe('Share of household income, in percent, up to which an ICHRA counts as affordable. Example: 9.02'),
  permittedClassCategories: count.describe('How many kinds of employee class the ICHRA rules permit. Example: 10'),
  dependentAgeLimit: count.describe('Children are covered while they are younger than this. Example: 27'),
  ownerSharePercent: z.number().positive().describe('S corporation shareholders who own more than this percent are not eligible. Example: 2'),
  qsehraLimits: z
    .object({
      year: z.number().int().describe('The year these maximums apply to. Example: 2025'),
      selfOnly: money.describe('The most a self-only allowance may be, in US dollars. Example: 6350'),
      family: money.describe('The most a family allowance may be, in US dollars. Example: 12800'),
    })
    .describe('The yearly QSEHRA maximums the IRS sets; update them each year.'),
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
  pcorPlanYearsEndingBefore: day.describe('The PCOR fee applies to plan years that end before this date. Example: October 1, 2029'),
  form720Due: day.describe('The day Form 720, which pays the PCOR fee, is due. Example: July 31'),
  paperFilingDeadline: day.describe('The deadline for information returns filed on paper. Example: February 28'),
  electronicFilingDeadline: day.describe('The deadline for information returns filed electronically. Example: March 31'),
});

/** Starting values and limits of the interactive tools; not prices. */
const tools = z
  .object({
    participantsDefault: count.describe('Participants the total-cost calculator starts with. Example: 10'),
    participantsMax: count.describe('The most participants the calculator accepts. Example: 10000'),
    checkerEmployees: count.describe('Employees the class-size checker starts with. Example: 50'),
    checkerClassSizes: z
      .array(count)
      .min(1)
      .describe('Sizes of the classes the class-size checker starts with, one for each class name under Buttons, labels and messages → Class size → Default classes. Example: 40 and 10'),
  })
  .refine((t) => t.participantsDefault <= t.participantsMax, 'participantsDefault must not exceed participantsMax')
  .describe('Starting values and limits of the calculator and the class-size checker. These are not prices.');

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
    referralPayouts: perProduct('Payout per referred participant, in whole US dollars. Example: 42').describe('What a referral pays per referred participant, by product.'),
    referralQualifyingMonths: count.describe('A referral pays once the referred company has generated this many months of fees within the first months of its plan year. Example: 3'),
    claims: z
      .object({
        employers: count.describe('Employers that use Salusion. Example: 1100'),
        employees: count.describe('Employees covered. Example: 19000'),
      })
      .describe('The counts the home page claims.'),
    videoGuideLength: z
      .object({
        minutes: z.number().int().nonnegative().describe('Whole minutes. Example: 12'),
        seconds: z.number().int().min(0).max(59).describe('Seconds after the minutes, 0 to 59. Example: 8'),
      })
      .describe('Running time of the video guides.'),
    plan: plan.describe('Plan rules the guides quote, each named for what it measures.'),
    tools,
  })
  .describe(
    'Every number the site shows, written once: pages, cards, tables, guides, PDFs and search results all read from here, so a change here reaches every place that shows it. Write plain numbers; money is in whole US dollars, without $ or commas. A page shows a number with the N block and its path, e.g. prices.ichra.',
  );
