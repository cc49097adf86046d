// The components an editor may place in an MDX page and the props each one takes. The content check
// validates every tag in content/pages against these schemas, and each component types its props
// from them, so the two can never disagree. Props are plain strings or bare flags: an {…}
// expression would be invisible to the PDF builder and the content check, so none is allowed.
import { z } from 'astro/zod';
import { NUMBER_FORMATS } from '../../lib/format.ts';
import { PRODUCT_CODES } from '../../lib/products.ts';

const text = z.string().min(1, 'must not be empty');
/** A list written as one string, items separated by commas. Example: "ichra-rules, cost-of-insurance". */
const list = z.string().regex(/^\s*[^,]+(\s*,\s*[^,]+)*\s*$/, 'write the items separated by commas, e.g. "a, b, c"');
const product = z.enum(PRODUCT_CODES, { error: `product must be one of ${PRODUCT_CODES.join(', ')}` });

/** Props of each component, by the name it is written with in MDX. */
export const contentProps = {
  /** A row of buttons. */
  Actions: z.object({}),
  /** A tinted band across the window around one section; wrap every other section in one. */
  Band: z.object({}),
  /** A reusable block of content/blocks, written once and shown on every page that places it. */
  Block: z.object({
    /** The block's file name in content/blocks, without .mdx. Example: "referral-program". */
    name: z.string().regex(/^[a-z0-9-]+$/, 'name is a file name in content/blocks without .mdx, e.g. referral-program'),
  }),
  /** A link styled as a button. */
  Button: z
    .object({
      /** A site path or in-page anchor. Example: "/create-account" or "#start_hra". */
      href: z.string().regex(/^[/#]/, 'href must start with / or #').optional(),
      /** A path on the application host instead. Example: "/create-broker-account". */
      app: z.string().startsWith('/', 'app must start with /').optional(),
      /** Outlined style, for the second button of a pair. */
      secondary: z.literal(true).optional(),
    })
    .refine((p) => (p.href === undefined) !== (p.app === undefined), 'give exactly one of href or app'),
  /** The five capabilities of content/data/capabilities.yaml: cards, or the home accordion. */
  Capabilities: z.object({
    /** Show them as accordion items (the home page) instead of a grid of cards. */
    accordion: z.literal(true).optional(),
    /** The product page they are on, whose own wording (byProduct in capabilities.yaml) they show. Example: "qsehra". */
    product: product.optional(),
  }),
  /** The ICHRA class-size checker; its words are in content/site/ui.json (classSize). */
  ClassSizeChecker: z.object({ /** Heading above it. Example: "Check your class sizes". */ heading: text }),
  /** Salusion's fees next to the two competitors'. */
  ComparisonTable: z.object({
    /** Table caption. Example: "ICHRA administration fees compared". */
    caption: text,
    /** Whose price is compared. Example: "ichra". */
    product,
    /** Row labels. */
    perParticipant: text,
    platformFee: text,
    setupFee: text,
  }),
  /** The "Speak with an HRA Expert" block that hero buttons scroll to (#start_hra). */
  ContactBlock: z.object({ /** Block heading. */ heading: text }),
  /** The contact form. */
  ContactForm: z.object({ /** Heading above the form. Example: "Send a message". */ heading: text }),
  /** The total-cost calculator: monthly and first-year cost beside the competitors', with a bar chart. */
  CostCalculator: z.object({
    /** Heading above it. Example: "What would you pay?". */
    heading: text,
    /** Fix it to one product (the compare-pricing pages); without it, the visitor picks. Example: "qsehra". */
    product: product.optional(),
  }),
  /** The trust band: employers and employees served, and the setup and platform fees. */
  Counts: z.object({
    /** Words after the employer count. Example: "employers trust Salusion". */
    employers: text,
    /** Words after the employee count. Example: "employees in HRAs we administer". */
    employees: text,
    /** Words after the setup fee. Example: "setup fee". */
    setupFee: text,
    /** Words after the platform fee. Example: "platform fee". */
    platformFee: text,
  }),
  /** The company sign-up form; its words are in content/site/ui.json. */
  CreateAccountForm: z.object({}),
  /** The testimonials slider. */
  CustomerReviews: z.object({ /** Section heading. Example: "What our customers say". */ heading: text }),
  /** The employee file upload with its preview table. */
  EmployeeUpload: z.object({
    /** Heading of the upload section. */
    heading: text,
    /** Short instructions under the heading. */
    intro: text,
  }),
  /** Lays its children side by side on wide screens. */
  Grid: z.object({}),
  /** The home page's HRA chooser; its words are in content/site/ui.json (chooser). */
  HraChooser: z.object({
    /** Heading above it. Example: "Which HRA fits your company?". */
    heading: text,
    /** Where "Start Your Company's HRA" goes. Example: "/create-account". */
    start: z.string().startsWith('/', 'start must be a site path starting with /'),
    /** The class-size checker's page, linked from an ICHRA for some classes. Example: "/product/ichra/employer-calculator". */
    checker: z.string().startsWith('/', 'checker must be a site path starting with /'),
  }),
  /** A number from content/data/numbers.yaml. */
  N: z.object({
    /** Dotted key in numbers.yaml. Example: "plan.noticeDaysBefore". */
    k: z.string().regex(/^[\w]+(\.[\w]+)*$/, 'k is a dotted key such as prices.ichra'),
    /** How to write it. Example: "usd". */
    as: z.enum(NUMBER_FORMATS, { error: `as must be one of ${NUMBER_FORMATS.join(', ')}` }).optional(),
  }),
  /** The referral payout per participant for each product. */
  Payouts: z.object({
    /** Table caption. Example: "Payout per referred participant". */
    caption: text,
    /** Column headings. Example: "Product" and "Payout per participant". */
    productHeading: text,
    payoutHeading: text,
  }),
  /** A product's price per participant per month, large, with fine print written inside it. */
  PriceCallout: z.object({
    /** Whose price it shows. Example: "gchra". */
    product,
    /** Unit after the price. Example: "per participant per month". */
    unit: text,
  }),
  /** A pricing card; its sub-headings are written as ### inside it. */
  PriceCard: z.object({
    /** Card title. Example: "ICHRA & QSEHRA". */
    title: text,
    /** Whose price it shows. Example: "ichra". */
    product,
    /** Unit after the price. Example: "per participant per month". */
    unit: text,
  }),
  /** The four product cards with their prices. */
  ProductCards: z.object({
    /** Words before each product's short name in its link. Example: "Learn about". */
    learnLabel: text,
    /** Unit after the price. Example: "pepm". */
    unit: text,
    /** Spoken form of the unit. Example: "per participant per month". */
    unitSpoken: text,
  }),
  /** The opening band of a sales page: the page heading, the lede and buttons written inside, and artwork. */
  Hero: z.object({
    /** The artwork beside the heading. Example: "product". */
    illustration: z.enum(['home', 'product', 'partners'], { error: 'illustration must be one of home, product, partners' }),
  }),
  /** One FAQ item, its answer written inside it; `structuredData: [faq]` gives search engines the same. */
  Question: z.object({ /** The question. Example: "Who can have a QSEHRA?". */ title: text }),
  /** Resource cards, by id from content/data/resources.yaml. */
  ResourceCards: z.object({
    /** Heading above the cards. Example: "ICHRA resources". */
    heading: text,
    /** Card ids in display order, separated by commas. Example: "ichra-rules, cost-of-insurance". */
    ids: list,
  }),
  /** The pricing page's rotating headline. */
  RotatingHeadline: z.object({
    /** Words before the rotating phrase; they must read right before every phrase. Example: "With every plan:". */
    lead: text,
    /** The phrases it cycles through (one to six), separated by commas. Example: "plan documents, no setup cost". */
    phrases: list.refine((value) => value.split(',').length <= 6, 'write at most six phrases'),
  }),
  /** The embedded welcome-call calendar. */
  Scheduler: z.object({
    /** Heading above the calendar. Example: "Schedule a call". */
    heading: text,
    /** Always hide the landing-page and event-type details (the contact page). */
    calendarOnly: z.literal(true).optional(),
  }),
  /** One accordion item; on rules guides, also one section of the PDF. */
  Section: z.object({ /** Section title. Example: "Annual limits". */ title: text }),
  /** "How it works": a numbered markdown list inside, shown as numbered steps. */
  Steps: z.object({}),
  /** A video's running time, inline in text, from its length in content/data/videos.yaml. */
  VideoLength: z.object({
    /** The video's id in content/data/videos.yaml. Example: "ichra-guide". */
    name: text,
  }),
  /** A video behind its poster; its provider, id, title and poster are in content/data/videos.yaml. */
  Video: z.object({
    /** The video's id in content/data/videos.yaml. Example: "ichra". */
    name: text,
  }),
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
