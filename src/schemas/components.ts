// The components an editor may place in an MDX page and the props each one takes. The content check
// validates every tag in content/pages against these schemas, and each component types its props
// from them, so the two can never disagree. Props are plain strings or bare flags: an {…}
// expression would be invisible to the PDF builder and the content check, so none is allowed.
// Each component and prop carries its help text for editors as Zod metadata, which the browser
// editor shows.
import { z } from 'astro/zod';
import { NUMBER_FORMATS } from '../lib/format.ts';
import { CALENDAR_PRODUCTS } from '../lib/planCalendar.ts';
import { PRODUCT_CODES } from '../lib/products.ts';
import { YEARLY_FIGURES } from './numbers.ts';
import { TESTIMONIAL_TOPICS } from './testimonials.ts';

const text = z.string().min(1, 'must not be empty');
/** A list written as one text, items separated by commas. */
const list = z.string().regex(/^\s*[^,]+(\s*,\s*[^,]+)*\s*$/, 'write the items separated by commas, e.g. "a, b, c"');
const product = z.enum(PRODUCT_CODES, { error: `product must be one of ${PRODUCT_CODES.join(', ')}` });

/** The hero pictures in src/assets/illustrations, each drawn for the page or kind of page it names. */
const ILLUSTRATIONS = ['home', 'pricing', 'ichra', 'qsehra', 'gchra', 'ebhra', 'versus', 'compare', 'partners', 'product', 'calendar', 'calculator'] as const;
const topic = z
  .enum(TESTIMONIAL_TOPICS, { error: `topic must be one of ${TESTIMONIAL_TOPICS.join(', ')}` })
  .describe('Which testimonials: those whose Topics include this one, at most two. Example: qsehra');
const testimonialsHeading = text.describe('The heading above the testimonials. Example: What employers say');

/**
 * A component's description for editors, and for one that holds text, what goes inside it
 * (`children`): the editor shows those as boxes to write in.
 */
const about = (description: string, children?: string) => ({ description, ...(children ? { children } : {}) });

/** Props of each component, by the name it is written with in MDX. */
export const contentProps = {
  AffordabilityPlanner: z
    .object({ heading: text.describe('The heading above it. Example: Plan an affordable allowance for every employee') })
    .describe(
      'The ICHRA affordability planner: a census from a CSV or typed in, answered in the browser under each safe harbor (the smallest allowance per employee and per class, an allowance checked, the costs with Salusion\'s fee). Its figures come from Numbers (Plan years, Age curve), its words from Buttons, labels and messages → Affordability planner.',
    ),
  Actions: z.object({}).meta(about('A row of buttons.', 'Its Button blocks.')),
  Band: z.object({}).meta(about('A tinted band across the window around one section; wrap every other section in one.', 'The section: its ## heading and what follows.')),
  Beside: z
    .object({})
    .meta(
      about(
        'A section whose last block stands beside the rest on wide windows (after it on phones), so an accordion, a FAQ or a fee table does not leave the right of the window empty: end it with what helps the decision, such as the counts, the tools or the next step.',
        'The section (its ## heading, then its blocks), and last the block to stand beside it.',
      ),
    ),
  Block: z
    .object({
      name: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'name is a file name in content/blocks without .mdx, e.g. referral-program')
        .describe('The block\'s name, as Blocks shown on several pages lists it. Example: referral-program'),
    })
    .describe('Text written once in Blocks shown on several pages, shown here.'),
  Button: z
    .object({
      href: z
        .string()
        .regex(/^[/#]/, 'href must start with / or #')
        .optional()
        .describe('A page of this site, or a place on this page. Example: /create-account or #start_hra'),
      app: z.string().startsWith('/', 'app must start with /').optional().describe('A page of the Salusion application instead. Example: /create-broker-account'),
      secondary: z.literal(true).optional().describe('Outlined, for the second button of a pair.'),
    })
    .refine((p) => (p.href === undefined) !== (p.app === undefined), 'give exactly one of href or app')
    .meta(about('A link that looks like a button. Fill in Href or App, not both.', 'The button\'s words.')),
  Capabilities: z
    .object({
      accordion: z.literal(true).optional().describe('Show them as accordion items, as the home page does, instead of cards.'),
      product: product
        .optional()
        .describe('The product whose page they are on: they show its own wording from Capabilities → By product, where it has one. Example: qsehra'),
    })
    .describe('The five capabilities from Capabilities, as cards or as an accordion; on a product page, name its product.'),
  ClassSizeChecker: z
    .object({ heading: text.describe('The heading above it. Example: Check your class sizes') })
    .describe('The ICHRA class-size checker; its words are under Buttons, labels and messages → Class size.'),
  CompareTable: z
    .object({
      caption: text.describe('The table\'s caption, which says what it compares. Example: ICHRA and QSEHRA side by side'),
      columns: list.describe('The names heading its columns, separated by commas. Example: ICHRA, QSEHRA'),
    })
    .meta(about('A table that compares a few things subject by subject, one Compare row each.', 'Its Compare row blocks, one per subject.')),
  CompareRow: z
    .object({ title: text.describe('The subject the row compares. Example: Employer size') })
    .meta(about('One row of a Compare table: its subject, then what each column says of it.', 'A bulleted list with one item per column of the table, in the columns\' order; numbers as Number blocks, links as links.')),
  ComparisonTable: z
    .object({
      caption: text.describe('The table\'s caption. Example: ICHRA administration fees compared'),
      product: product.describe('Whose price is compared. Example: ichra'),
      perParticipant: text.describe('Label of the price-per-participant row. Example: Per participant per month'),
      platformFee: text.describe('Label of the platform-fee row. Example: Platform fee'),
      setupFee: text.describe('Label of the setup-fee row. Example: Setup fee'),
    })
    .describe('Salusion\'s fees next to the two competitors\', from Numbers.'),
  ContactBlock: z
    .object({ heading: text.describe('The band\'s heading. Example: Speak with an HRA Expert') })
    .meta(about('The dark closing band that hero buttons with href #start_hra scroll to; every sales page ends with one.', 'Its words and buttons.')),
  ContactForm: z.object({ heading: text.describe('The heading above the form. Example: Send a message') }).describe('The contact form.'),
  CostCalculator: z
    .object({
      heading: text.describe('The heading above it. Example: What would you pay?'),
      product: product
        .optional()
        .describe('Fix it to one product, as on the compare-pricing pages; leave it empty to let the visitor choose. Example: qsehra'),
    })
    .describe('The total-cost calculator: monthly and first-year cost beside the competitors\', with a bar chart.'),
  Counts: z
    .object({
      employers: text.describe('Words after the employer count. Example: employers trust Salusion'),
      employees: text.describe('Words after the employee count. Example: employees in HRAs we administer'),
      setupFee: text.optional().describe('Words after the setup fee; leave it empty to leave the fee out. Example: setup fee'),
      platformFee: text.optional().describe('Words after the platform fee; leave it empty to leave the fee out. Example: platform fee'),
      stacked: z.literal(true).optional().describe('One under another in a column, as beside a section (the last block of Beside), instead of a band across the window.'),
    })
    .describe('The trust band: employers and employees served, and the setup and platform fees, from Numbers; or the same stacked in a column.'),
  CreateAccountForm: z.object({}).describe('The company sign-up form; its words are under Buttons, labels and messages → Create account.'),
  CustomerReviews: z.object({ heading: text.describe('The section\'s heading. Example: What our customers say') }).describe('The testimonials slider.'),
  EmployeeUpload: z
    .object({
      heading: text.describe('The heading of the upload section. Example: Upload your employees'),
      intro: text.describe('Short instructions under the heading.'),
    })
    .describe('The employee file upload with its preview table.'),
  FteCalculator: z
    .object({
      heading: text.describe('The heading above it. Example: Count your full-time equivalent employees'),
      chooser: z
        .string()
        .startsWith('/', 'chooser must be a site path starting with /')
        .describe('The HRA chooser\'s page, with #hra-chooser, where a result can be carried. Example: /speak-with-an-hra-expert#hra-chooser'),
    })
    .describe('The FTE and ALE calculator: full-time equivalents from full-time employees and part-time hours, whether the employer is an applicable large employer and whether a QSEHRA is possible; its words are under Buttons, labels and messages → Fte.'),
  LegalContact: z
    .object({})
    .describe('The end of a legal page: the addresses for privacy requests and written notices, from Site settings → Legal contact. Every legal page places it last.'),
  Grid: z.object({}).meta(about('Lays what is inside side by side on wide screens.', 'The parts to lay side by side.')),
  HraChooser: z
    .object({
      heading: text.describe('The heading above it. Example: Which HRA fits your company?'),
      start: z.string().startsWith('/', 'start must be a site path starting with /').describe('Where its "Start Your Company\'s HRA" button goes. Example: /create-account'),
      expert: z
        .string()
        .regex(/^[/#]/, 'expert must start with / or #')
        .describe('Where its "Speak with an HRA Expert" button goes: a page of this site, or a place on this page. Example: /speak-with-an-hra-expert or #contact-form'),
      checker: z
        .string()
        .startsWith('/', 'checker must be a site path starting with /')
        .describe('The class-size checker\'s page, linked when it recommends an ICHRA for some classes. Example: /product/ichra/employer-calculator'),
      planner: z
        .string()
        .startsWith('/', 'planner must be a site path starting with /')
        .describe('The ICHRA affordability planner\'s page, linked whenever it recommends an ICHRA. Example: /product/ichra/affordability-planner'),
      fteCalculator: z
        .string()
        .startsWith('/', 'fteCalculator must be a site path starting with /')
        .describe('The FTE calculator\'s page, with #fte-calculator, linked under the employees question. Example: /product/qsehra#fte-calculator'),
    })
    .describe('The HRA chooser; its words are under Buttons, labels and messages → Chooser.'),
  N: z
    .object({
      k: z
        .string()
        .regex(/^[\w]+(\.[\w]+)*$/, 'k is a dotted key such as prices.ichra')
        .describe('Which number of Numbers: its group and its name there, joined by a dot. The page text then shows its value and name. Example: prices.ichra (the ICHRA price)'),
      as: z
        .enum(NUMBER_FORMATS, { error: `as must be one of ${NUMBER_FORMATS.join(', ')}` })
        .optional()
        .describe('How to write it: usd ($6,350), count (1,100), percent (9.02%), plain (2025) or duration. Example: usd'),
    })
    // The editor names a block by its name in words ("Price card"); this one's name is a letter.
    .meta({ title: 'Number', description: 'A number from Numbers, so a change there reaches this page too.' }),
  Payouts: z
    .object({
      caption: text.describe('The table\'s caption. Example: Payout per referred participant'),
      productHeading: text.describe('Heading of the product column. Example: Product'),
      payoutHeading: text.describe('Heading of the payout column. Example: Payout per participant'),
    })
    .describe('The referral payout per participant for each product, from Numbers.'),
  PlanCalendar: z
    .object({
      heading: text.describe('The heading above it. Example: Your plan-year dates'),
      product: z
        .enum(CALENDAR_PRODUCTS, { error: `product must be one of ${CALENDAR_PRODUCTS.join(', ')}` })
        .optional()
        .describe('The HRA it shows first; the visitor can pick the other. Leave it empty for ichra. Example: qsehra'),
    })
    .describe(
      'The plan-year deadline calendar: from an HRA type and a start date, the first plan year\'s end and the amendment, notice, runout, PCOR and filing dates, with a calendar-file download. Its day counts and deadlines come from Numbers → Plan, its words from Buttons, labels and messages → Calendar.',
    ),
  PayoutEstimator: z
    .object({ heading: text.describe('The heading above it. Example: Estimate your payout') })
    .describe('The referral payout estimator: companies, their participants and their product give the payout, from Referral payouts in Numbers, with the qualification rule beside it. Its words are under Buttons, labels and messages → Payout.'),
  PriceCallout: z
    .object({
      product: product.describe('Whose price it shows. Example: gchra'),
      unit: text.describe('The unit after the price. Example: per participant per month'),
    })
    .meta(about('A product\'s price per participant per month, large.', 'The fine print, such as a list of fees.')),
  PriceCards: z
    .object({
      unit: text.describe('The unit after each price. Example: per participant per month'),
    })
    .describe(
      'The price cards: one card per price in Numbers, holding every product at that price, titled with their abbreviations. Their words are under Buttons, labels and messages → Price cards. Change a price in Numbers and the cards regroup by themselves.',
    ),
  PriceList: z
    .object({
      item: z
        .string()
        .refine((value) => value.includes('{price}') && value.includes('{products}'), 'item must hold {price} and {products}')
        .describe('How each price is written: {price} becomes the price and {products} the products at that price, from Numbers. Example: {price} for {products}'),
    })
    .describe('Every price from Numbers inside a sentence, each with the products at that price: each price followed by “for ICHRA and QSEHRA” or “for GCHRA and EBHRA”, as the prices group them.'),
  ProductCards: z
    .object({
      learnLabel: text.describe('Words before each product\'s abbreviation in its link. Example: Learn about'),
      unit: text.describe('The unit after each price. Example: pepm'),
      unitSpoken: text.describe('The unit in words, which the first card gives its abbreviation (shown when the pointer rests on it, and to screen readers that read it). Example: per participant per month'),
    })
    .describe('The four product cards with their prices.'),
  Hero: z
    .object({
      illustration: z
        .enum(ILLUSTRATIONS, { error: `illustration must be one of ${ILLUSTRATIONS.join(', ')}` })
        .describe(
          'The picture beside the heading, drawn for its page: home, pricing, a product\'s own (ichra, qsehra, gchra, ebhra), versus (ICHRA vs. QSEHRA), compare (the compare-pricing pages), partners (broker and referral pages), calendar (rules guides, with their dates), calculator (the employer and large-employer tools) or product (any other product page).',
        ),
    })
    .meta(about('The opening band of a sales page: the page\'s heading, then what is written inside, beside a picture.', 'The lede and the buttons.')),
  QsehraPlanner: z
    .object({ heading: text.describe('The heading above it. Example: Plan your QSEHRA allowances') })
    .describe('The QSEHRA allowance planner: monthly allowances checked against the year\'s IRS limits, prorated for a short first plan year, and the yearly budget with Salusion\'s fee; its words are under Buttons, labels and messages → Qsehra planner.'),
  Question: z
    .object({ title: text.describe('The question. Example: Who can have a QSEHRA?') })
    .meta(about('One FAQ item that opens to show its answer; faq in the page\'s Structured data gives search engines the same.', 'The answer.')),
  ResourceCards: z
    .object({
      heading: text.describe('The heading above the cards. Example: ICHRA resources'),
      ids: list.describe('The cards\' ids from Resource cards, in order, separated by commas. Example: ichra-rules, cost-of-insurance'),
    })
    .describe('Resource cards, chosen by id from Resource cards.'),
  RotatingHeadline: z
    .object({
      lead: text.describe('Words before the rotating phrase; they must read right before every phrase. Example: With every plan:'),
      phrases: list
        .refine((value) => value.split(',').length <= 6, 'write at most six phrases')
        .describe('The phrases it cycles through, one to six, separated by commas. Example: plan documents, no setup cost'),
    })
    .describe('The pricing page\'s rotating headline.'),
  Scheduler: z
    .object({
      heading: text.describe('The heading above the calendar. Example: Schedule a call'),
      calendarOnly: z.literal(true).optional().describe('Hide the event\'s details and show only the calendar, as the contact page does.'),
    })
    .describe('The booking calendar, with a link under it that opens the calendar in a new tab.'),
  Section: z
    .object({ title: text.describe('The section\'s title. Example: Annual limits') })
    .meta(about('One accordion item; on rules guides, also one section of the PDF.', 'The section\'s text: on a guide, only paragraphs, ### headings, lists and numbers.')),
  Steps: z.object({}).meta(about('"How it works" as numbered steps.', 'One numbered list of three or four steps.')),
  Testimonials: z
    .object({ topic, heading: testimonialsHeading })
    .describe('One or two testimonials from Testimonials, those ticked for a topic, as cards in a row under a heading.'),
  WithTestimonials: z
    .object({ topic, heading: testimonialsHeading })
    .meta(
      about(
        'A section with one or two testimonials beside it on wide windows (after it on phones): those ticked for a topic in Testimonials.',
        'The section: its ## heading and what follows.',
      ),
    ),
  ToolLinks: z
    .object({
      heading: text
        .optional()
        .describe('The words before the links, or the heading above the cards; leave it empty for none. Example: Tools for your ICHRA'),
      product: product.optional().describe('Only the tools for this product: those whose Products, under Header and footer → Tools, include it. Example: ichra'),
      links: z.literal(true).optional().describe('Show them as a short row of links, each by its question, as at the top of a product page, instead of cards that say what each gives.'),
    })
    .describe('The site\'s tools from Header and footer → Tools, each named by the question it answers: as cards that say what each gives, or as a row of links.'),
  VideoLength: z
    .object({ name: text.describe('The video\'s id in Videos. Example: ichra-guide') })
    .describe('A video\'s running time, written inside a line of text, from its Length in Videos.'),
  Video: z
    .object({ name: text.describe('The video\'s id in Videos. Example: ichra') })
    .describe('A video behind its poster; its host, id, title and poster are in Videos.'),
  YearlyFigure: z
    .object({
      k: z
        .enum(YEARLY_FIGURES, { error: `k must be one of ${YEARLY_FIGURES.join(', ')}` })
        .describe('Which figure of Numbers → Plan years: affordabilityPercent, qsehraLimits or ebhraMax. Example: ebhraMax'),
      as: z
        .enum(NUMBER_FORMATS, { error: `as must be one of ${NUMBER_FORMATS.join(', ')}` })
        .optional()
        .describe('How to write its numbers: usd ($2,250), percent (10.22%) or count. Example: usd'),
      item: z
        .string()
        .refine((value) => value.includes('{year}'), 'item must hold {year}')
        .describe(
          'How each plan year\'s figure is written: {year} becomes the plan year and {figure} its figure (for qsehraLimits, {selfOnly} and {family}). The years are joined by commas; a year whose figure is not in yet is named after them, in the words of Figures → Not in yet. Example: {figure} for plan years beginning in {year}',
        ),
    })
    .describe(
      'A yearly figure from Numbers → Plan years, inside a sentence, for each plan year the page speaks of: this year, and next year once its figure is in or it begins within 90 days. Each is named with its year, so the page is right for a plan of either year.',
    ),
} as const;

/** The name of a component an editor may use. */
export type ContentComponent = keyof typeof contentProps;

/** The props a component receives from MDX. */
export type ContentProps<Name extends ContentComponent> = z.infer<(typeof contentProps)[Name]>;

/** Splits a comma-separated list prop into its trimmed items. */
export function listItems(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
