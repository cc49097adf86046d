// The schema of every content collection, in a module with no astro:* imports so that both Astro
// (src/content.config.ts) and the editors' checker (scripts/checkContent.ts) validate with it.
import { z } from 'astro/zod';
import { ICON_NAMES } from './lib/icons.ts';
import { PRODUCT_CODES } from './lib/products.ts';
import { VIDEO_PROVIDERS, VIDEO_PROVIDER_NAMES } from './lib/video.ts';

/** The folder that holds every content file, relative to the project root. */
export const contentRoot = './content';

/** Each data collection's file, relative to the content folder. */
export const dataFiles = {
  site: 'site/site.json',
  numbers: 'data/numbers.yaml',
  products: 'data/products.yaml',
  resources: 'data/resources.yaml',
  capabilities: 'data/capabilities.yaml',
  testimonials: 'testimonials/testimonials.yaml',
  ui: 'site/ui.json',
  videos: 'data/videos.yaml',
} as const;

/**
 * The data files that hold a list, each under one key named like its collection
 * (`products: [...]`), because the browser editor saves a file as one object.
 */
export const listFiles = ['products', 'resources', 'capabilities', 'testimonials', 'videos'] as const satisfies readonly (keyof typeof dataFiles)[];

/** The entries of a parsed data file: a list file's items, or the file itself. */
export function dataEntries(name: keyof typeof dataFiles, data: unknown): unknown {
  return (listFiles as readonly string[]).includes(name) ? (data as Record<string, unknown>)[name] : data;
}

/** The pages folder, relative to the content folder. */
export const pagesDir = 'pages';

/** The folder of reusable blocks that pages place with <Block name="…" />, relative to the content folder. */
export const blocksDir = 'blocks';

/** A reusable block: MDX with no front matter; its file name (without .mdx) is its name. */
export const blocks = z.object({});

const productCode = z.enum(PRODUCT_CODES, { error: `use one of ${PRODUCT_CODES.join(', ')}` });

/** Search-engine data a page can carry besides what its type gives it (DECISIONS 19). */
const STRUCTURED_DATA = ['organization', 'offers', 'referralProgram', 'consultation', 'faq'] as const;

/** Fields every page shares: what it is, its search-engine title and description, its heading. */
const basePage = z.object({
  /** Browser tab and search result title, 5–120 characters. Example: "Pricing". */
  title: z.string().min(5, 'title must be at least 5 characters').max(120, 'title must be at most 120 characters'),
  /** Search result summary, 15–160 characters. Example: "Simple HRA pricing with no platform fee." */
  description: z
    .string()
    .min(15, 'description must be at least 15 characters')
    .max(160, 'description must be at most 160 characters'),
  /** The page's main heading, shown once at the top. Example: "Simple, Affordable EBHRA Administration". */
  heading: z.string().min(1, 'heading must not be empty'),
  /**
   * Search-engine data to add: organization (the company), offers (the four priced products),
   * referralProgram (the "up to" payout), consultation (the free online call), faq (the page's
   * <Question> blocks as a FAQPage). Example: [offers].
   */
  structuredData: z.array(z.enum(STRUCTURED_DATA, { error: `use ${STRUCTURED_DATA.join(', ')}` })).optional(),
});

/** A page of the site: its file path under content/pages is its URL (home.mdx is /). */
export const pages = z.discriminatedUnion(
  'type',
  [
    /** An ordinary page. */
    basePage.extend({ type: z.literal('page') }),
    /** A legal text, which must say when it last changed. */
    basePage.extend({
      type: z.literal('legal'),
      /** The date the text last changed, as YYYY-MM-DD. Example: 2021-07-20. */
      updated: z.coerce.date({ error: 'updated must be a date written as YYYY-MM-DD, e.g. 2021-07-20' }),
      /** The document's version. Example: "2.3". */
      version: z.string().optional(),
      /** "pending" while counsel has not approved this text; npm run check:launch lists it. Remove it once approved. */
      legalReview: z.literal('pending', { error: 'legalReview can only be "pending"; remove it once counsel approved the text' }).optional(),
    }),
    /** A rules guide, written as <Section> blocks, with a PDF built from them. */
    basePage.extend({
      type: z.literal('guide'),
      /** The PDF built from the page's <Section> blocks. Example: { title: "ICHRA Rules & Regs", file: "ichra-rules-and-regs" }. */
      pdf: z.object({
        /** Title printed on the PDF and on its download link. */
        title: z.string().min(5, 'pdf.title must be at least 5 characters'),
        /** File name without .pdf; lowercase letters, digits and hyphens. The PDF is /downloads/{file}.pdf. */
        file: z.string().regex(/^[a-z0-9-]+$/, 'pdf.file may use only lowercase letters, digits and hyphens'),
      }),
    }),
    /** A product's own page, which carries that product's offer for search engines. */
    basePage.extend({
      type: z.literal('product'),
      /** The product it presents. Example: ichra. */
      product: productCode,
    }),
  ],
  { error: 'type must be one of page, legal, guide, product' },
);

/** A page's front matter. */
export type PageData = z.infer<typeof pages>;

const money = z.number().int('use whole dollars').nonnegative('a price or fee cannot be negative');
const perProduct = z.record(productCode, money);
const days = z.number().int().nonnegative();

/** Every number the site shows, written once (content/data/numbers.yaml, DECISIONS 15). */
export const numbers = z.object({
    /** USD per participant per month. Example: { ichra: 14, qsehra: 14, gchra: 5, ebhra: 5 }. */
    prices: perProduct,
    /** Salusion's own fees besides the price. Example: { platform: 0, setup: 0 }. */
    fees: z.object({ platform: money, setup: money }),
    /** The two competitors of the comparison tables. */
    competitors: z
      .array(
        z.object({
          /** How the tables name it. Example: "Competitor A". */
          name: z.string().min(1),
          /** USD per participant per month. Example: 20. */
          perParticipant: money,
          /** Monthly platform fee in USD. Example: 40. */
          platformFee: money,
          /** One-time setup fee in USD. Example: 150. */
          setupFee: money,
        }),
      )
      .length(2, 'list exactly two competitors'),
    /** Referral payout per participant in USD. Example: { ichra: 42, qsehra: 42, gchra: 15, ebhra: 15 }. */
    referralPayouts: perProduct,
    /** Months of fees a referred participant must generate in the first months of the plan year. Example: 3. */
    referralQualifyingMonths: z.number().int().positive(),
    /** Home page claims. Example: { employers: 1100, employees: 19000 }. */
    claims: z.object({ employers: z.number().int().positive(), employees: z.number().int().positive() }),
    /** Running time of the video guides. Example: { minutes: 12, seconds: 8 }. */
    videoGuideLength: z.object({ minutes: z.number().int().nonnegative(), seconds: z.number().int().min(0).max(59) }),
    /** Plan rules quoted in the guides; each key is named for what it measures. */
    plan: z.object({
      /** Length of a plan year in months. Example: 12. */
      planYearMonths: z.number().int().positive(),
      /** Days after the plan year ends to submit expenses. Example: 75. */
      yearEndRunoutDays: days,
      /** Days after leaving the company to submit expenses. Example: 0. */
      terminationRunoutDays: days,
      /** Days before the next plan year that it opens for amendment. Example: 105. */
      amendmentDaysBefore: days,
      /** Days before the plan year that notices go out. Example: 90. */
      noticeDaysBefore: days,
      /** Length of a special enrollment period in days. Example: 60. */
      specialEnrollmentDays: days,
      /** Business days from submission to ACH payment. Example: 4. */
      reimbursementBusinessDays: days,
      /** The annual allowance the guides use as an example, in USD. Example: 3600. */
      exampleAnnualAllowance: money,
      /** Oldest participant's allowance as a multiple of the youngest's, at most. Example: 3. */
      maxAgeFactor: z.number().positive(),
      /** Share of household income that makes an ICHRA affordable. Example: 9.02. */
      affordabilityPercent: z.number().positive().max(100),
      /** How many employee class categories the rules permit. Example: 10. */
      permittedClassCategories: z.number().int().positive(),
      /** Children are covered while under this age. Example: 27. */
      dependentAgeLimit: z.number().int().positive(),
      /** S corporation shareholders owning more than this percent are not eligible. Example: 2. */
      ownerSharePercent: z.number().positive(),
      /** QSEHRA yearly maximums in USD. Example: { year: 2025, selfOnly: 6350, family: 12800 }. */
      qsehraLimits: z.object({ year: z.number().int(), selfOnly: money, family: money }),
      /** A QSEHRA employer has fewer full-time equivalents than this. Example: 50. */
      qsehraMaxEmployees: z.number().int().positive(),
      /** Full-time and equivalent employees that make an applicable large employer. Example: 50. */
      aleThreshold: z.number().int().positive(),
      /** Weekly hours that make an employee full-time. Example: 30. */
      fullTimeHoursWeek: z.number().int().positive(),
      /** Monthly hours that make an employee full-time. Example: 130. */
      fullTimeHoursMonth: z.number().int().positive(),
      /** Monthly hours counted per person, and the divisor, for equivalents. Example: 120. */
      fteMonthlyHoursCap: z.number().int().positive(),
      /** ICHRA minimum class sizes with a group plan also offered: below smallEmployerLimit employees, smallEmployerSize; up to midEmployerLimit, midEmployerPercent of employees; above, largeEmployerSize. */
      minimumClassSize: z.object({
        smallEmployerLimit: z.number().int().positive(),
        smallEmployerSize: z.number().int().positive(),
        midEmployerLimit: z.number().int().positive(),
        midEmployerPercent: z.number().positive(),
        largeEmployerSize: z.number().int().positive(),
      }),
      /** The PCOR fee applies to plan years ending before this date. Example: October 1, 2029. */
      pcorPlanYearsEndingBefore: z.string(),
      /** Due date of Form 720 for the PCOR fee. Example: July 31. */
      form720Due: z.string(),
      /** Deadline for information returns on paper. Example: February 28. */
      paperFilingDeadline: z.string(),
      /** Deadline for information returns filed electronically. Example: March 31. */
      electronicFilingDeadline: z.string(),
    }),
    /** Starting values and limits of the interactive tools; not prices. */
    tools: z
      .object({
        /** Participants the total-cost calculator starts with. Example: 10. */
        participantsDefault: z.number().int().positive(),
        /** Most participants the calculator accepts. Example: 10000. */
        participantsMax: z.number().int().positive(),
        /** Employees the class-size checker starts with. Example: 50. */
        checkerEmployees: z.number().int().positive(),
        /** Sizes of the classes the checker starts with, one per class name in ui.json classSize.defaultClasses. Example: [40, 10]. */
        checkerClassSizes: z.array(z.number().int().positive()).min(1),
        /** Most employees the class-size checker and the HRA chooser accept. Example: 1000000. */
        employeesMax: z.number().int().positive(),
      })
      .refine((t) => t.participantsDefault <= t.participantsMax, 'participantsDefault must not exceed participantsMax')
      .refine((t) => t.checkerEmployees <= t.employeesMax, 'checkerEmployees must not exceed employeesMax'),
});

/** The four products, in menu order (content/data/products.yaml). */
export const products = z.object({
    /** Product code, also the URL segment of its page. One of ichra, qsehra, gchra, ebhra. */
    id: productCode,
    /** Full name. Example: "Individual Coverage HRA". */
    name: z.string().min(3),
    /** Abbreviation. Example: "ICHRA". */
    short: z.string().min(3),
    /** One-sentence card description. */
    summary: z.string().min(15).max(200),
    /** Which plans the price applies to. Example: "Plans without group coverage". */
    coverage: z.string().min(3),
});

/** What Salusion does for every HRA, in display order (content/data/capabilities.yaml). */
export const capabilities = z.object({
  /** Position on the page, 1 first. Example: 1. */
  order: z.number().int().positive(),
  /** Short title, shown in bold. Example: "Compliance". */
  title: z.string().min(3),
  /** One or two sentences. Example: "We write your plan documents and send the required notices." */
  text: z.string().min(15).max(240),
  /** The picture on its card, one of the site's icons. Example: "shield-check". */
  icon: z.enum(ICON_NAMES, { error: `icon must be one of ${ICON_NAMES.join(', ')}` }),
});

/** Resource cards that pages list by id (content/data/resources.yaml). */
export const resources = <Image extends z.ZodType>(image: () => Image) =>
    z.object({
      /** Card title, also the link text. Example: "ICHRA Learning Center". */
      title: z.string().min(3),
      /** Card artwork, relative to the YAML file. Example: ../images/cards/video-guide.svg */
      image: image(),
      /** Exactly one of page (this site), learningCenter (main site Learning Center) or app (application host). */
      link: z.union(
        [
          z.object({ page: z.string().startsWith('/') }).strict(),
          z.object({ learningCenter: z.string().regex(/^[a-z0-9-]+\/$/, 'learningCenter paths end with /') }).strict(),
          z.object({ app: z.string().startsWith('/') }).strict(),
        ],
        { error: 'link must be one of { page: /path }, { learningCenter: slug/ } or { app: /path }' },
      ),
    });

/** Customer testimonials for the home slider (content/testimonials/testimonials.yaml). */
export const testimonials = z.object({
    /** true while this is sample copy, not a real customer's words; npm run check:launch lists it. */
    sample: z.literal(true).optional(),
    /** Reviewer's name. Example: "Dana Whitfield". */
    name: z.string().min(2),
    /** Job title and company. Example: "Owner, Whitfield Dental Studio". */
    position: z.string().optional(),
    /** The quote, without quotation marks. */
    text: z.string().min(10),
    /** Tags without the # sign. Example: [QSEHRA, SmallBusiness]. */
    hashtags: z.array(z.string().regex(/^\w+$/, 'hashtags are single words without #')).optional(),
});

/** Every video the site plays (content/data/videos.yaml); pages place one with <Video name="…" />. */
export const videos = z
  .object({
    /** Where the video is hosted: youtube or vimeo. */
    provider: z.enum(VIDEO_PROVIDER_NAMES, { error: `provider must be one of ${VIDEO_PROVIDER_NAMES.join(', ')}` }),
    /** The video's id at its provider. Example for YouTube: "dQw4w9WgXcQ". */
    videoId: z.string(),
    /** The video's title, read out on its play button. Example: "ICHRA overview". */
    title: z.string().min(3),
    /** The picture shown before play: a file in content/images/posters, without .svg. Example: "ichra". */
    poster: z.string().regex(/^[a-z0-9-]+$/, 'poster is a file name in content/images/posters without .svg'),
    /** true while videoId is a stand-in, not the real video; npm run check:launch lists it. */
    placeholder: z.literal(true).optional(),
  })
  .superRefine((video, ctx) => {
    const provider = VIDEO_PROVIDERS[video.provider];
    if (!provider.id.test(video.videoId)) ctx.addIssue({ code: 'custom', path: ['videoId'], message: provider.idHelp });
  });

const link = z.object({
  /** Visible link text. Example: "Pricing". */
  label: z.string().min(1),
  /** Site path starting with /, e.g. "/pricing". */
  href: z.string().startsWith('/', 'href must be a site path starting with /'),
});

/** Words of the header and footer that appear on every page (content/site/site.json). */
export const site = z.object({
    /** Text of the "skip to content" link keyboard users meet first. */
    skipLink: z.string(),
    /** Label of the logo link to the home page, for screen readers. Example: "Salusion home". */
    homeLabel: z.string(),
    header: z.object({
      /** Name of the navigation landmark. Example: "Main". */
      navLabel: z.string(),
      /** Label of the menu button on small screens. Example: "Menu". */
      menuLabel: z.string(),
      /** Label of the products dropdown button; its links are the products of content/data/products.yaml. */
      productsLabel: z.string(),
      /** Links after the dropdown, before the Learning Center. */
      links: z.array(link).min(1),
      /** Learning Center link text; it opens in a new tab. */
      learningCenter: z.string(),
      /** Contact link after the Learning Center. */
      contact: link,
      /** Sign In link text; it goes to the application host. */
      signIn: z.string(),
      /** Extra words read to screen readers after a link that opens a new tab. */
      newTab: z.string(),
    }),
    footer: z.object({
      /** Short line under the logo. */
      tagline: z.string(),
      /** The button under the tagline. Example: "Start Your Company's HRA" to /create-account. */
      start: link,
      /** Heading above the calculator links. */
      resourcesHeading: z.string(),
      /** Calculators on the application host; `path` is the path there, e.g. "/calculator/cost-of-insurance". */
      calculators: z.array(z.object({ label: z.string(), path: z.string().startsWith('/') })).length(3),
      /** Guides listed under the calculators. */
      guides: z.array(link),
      /** Heading above the company links (the header's links, then `company`). Example: "Company". */
      companyHeading: z.string(),
      /** Company links after the header's own. */
      company: z.array(link),
      /** Heading above the legal links. */
      legalHeading: z.string(),
      /** Links to the privacy policy and terms. */
      legal: z.array(link).min(2),
      /** Copyright line; "{year}" is replaced by the current year. */
      copyright: z.string(),
    }),
    /** Where visitors can write when the contact form cannot send (JavaScript off or not loaded). */
    contactEmail: z.object({
      /** The address. Example: "hello@salusion.com". */
      address: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'address must be an email address like hello@example.com'),
      /** true while address is a stand-in, not the real mailbox; npm run check:launch lists it. */
      placeholder: z.literal(true).optional(),
    }),
    /** Small words pages add around their content. */
    labels: z.object({
      /** Before a legal page's revision date. Example: "Last revised". */
      updated: z.string(),
      /** Before a legal page's version. Example: "Version". */
      version: z.string(),
      /** Before a guide's PDF title on its download link. Example: "Download the PDF:". */
      download: z.string(),
    }),
});


const words = z.string().min(1, 'must not be empty');

/** Words of the interactive parts: buttons, labels, messages (content/site/ui.json). */
export const ui = z.object({
  /** The contact form on /contact-us and /speak-with-an-hra-expert. */
  contactForm: z.object({
    /** Field labels. */
    name: words,
    email: words,
    message: words,
    /** Button text. Example: "Send Message". */
    submit: words,
    /** Button text while sending. Example: "Sending…". */
    sending: words,
    /** Shown for 3 seconds after the message is sent. */
    success: words,
    /** Shown when the message could not be sent. */
    failure: words,
    /** Button that sends again after a failure. */
    retry: words,
    /** Label of the hidden anti-spam field that people never see. */
    honeypot: words,
    /** Error under a field: empty, too long, or not an email address. */
    errors: z.object({ required: words, tooLong: words, invalidEmail: words }),
    /**
     * Shown when the form cannot send because JavaScript is off or did not load: what else to do.
     * {email} becomes a link to the address in site.json contactEmail, {calendar} the calendarLink
     * words as a link to the booking calendar. Example: "… email it to {email}, or {calendar}."
     */
    noScript: words,
    /** The words of the calendar link in noScript. Example: "book a call". */
    calendarLink: words,
  }),
  /** The home testimonials slider. */
  slider: z.object({ previous: words, next: words, readMore: words, readLess: words }),
  /** Words before a video's title on its play button. Example: "Play video:". */
  video: z.object({ play: words }),
  /** The pause and play button of the pricing headline. */
  headline: z.object({ pause: words, play: words }),
  /**
   * The scheduler's placeholder text (noScript when JavaScript is off), the calendar frame's
   * accessible title, and the link to the calendar page that works without scripts. Example
   * newTab: "Open the calendar in a new tab".
   */
  scheduler: z.object({ loading: words, noScript: words, frameTitle: words, newTab: words }),
  /** The company sign-up form on /create-account. */
  createAccount: z.object({
    /** Field labels. */
    company: words,
    firstName: words,
    lastName: words,
    email: words,
    phone: words,
    /** Button text. Example: "Create Account". */
    submit: words,
  }),
  /** The employee file upload on /product/ichra/employer-calculator. */
  upload: z.object({
    /** Button text before a file is chosen. Example: "Upload File". */
    button: words,
    /** Caption of the preview table. */
    previewCaption: words,
    /** Preview table column headings: #, First Name, Last Name, Username. */
    columns: z.array(words).length(4),
    /** Messages for files that cannot be previewed; notUtf8 for a file saved in another encoding. */
    problems: z.object({ notCsv: words, tooLarge: words, missingColumns: words, empty: words, notUtf8: words }),
    /** Shown when JavaScript is off or did not load, so a chosen file cannot be previewed. */
    noScript: words,
  }),
  /**
   * Messages beside a count the tools refuse (participants, employees, a class size): empty, 0,
   * negative, decimal, over the maximum ("{max}" is replaced by it) and not a number.
   */
  count: z.object({ empty: words, zero: words, negative: words, decimal: words, tooLarge: words, notNumber: words }),
  /** Shown above each tool when JavaScript is off or did not load, so its result cannot follow the visitor's changes. */
  tools: z.object({ noScript: words }),
  /** The total-cost calculator on /pricing and the compare-pricing pages. */
  calculator: z.object({
    /** Label of the number field. Example: "Participants". */
    participants: words,
    /** Legend of the product choice on /pricing. Example: "Product". */
    product: words,
    /**
     * Table caption; {product} is replaced, and {participants:participant|participants} by the count
     * and the word that fits it. Example: "Cost for {participants:participant|participants}: {product}".
     */
    caption: words,
    /** Column headings: the administrator, the monthly cost, the first-year cost. */
    administrator: words,
    monthly: words,
    firstYear: words,
    /** Saving below the table; {brand}, {amount} and {competitor} are replaced. */
    saves: words,
    /** The same when Salusion would cost more. Example: "{brand} costs {amount} more in the first year than {competitor}." */
    costsMore: words,
    /** What screen readers hear for the bar chart. */
    chartTitle: words,
  }),
  /** The ICHRA class-size checker on /product/ichra/employer-calculator. */
  classSize: z.object({
    /** Label and hint of the employees field. Example: "Number of employees". */
    employees: words,
    employeesHint: words,
    /** Label of the checkbox. Example: "A group plan is offered to another class". */
    groupPlan: words,
    /** Legend around the classes. Example: "Your ICHRA classes". */
    classes: words,
    /** Legend of each class; {number} is its position. Example: "Class {number}". */
    classLegend: words,
    /** Labels of each class's fields. */
    className: words,
    classSize: words,
    /** Names of the classes the checker starts with, one per size in numbers.yaml tools.checkerClassSizes. */
    defaultClasses: z.array(words).min(1),
    /** Name given to an added class; {number} is its position. Example: "Class {number}". */
    newClass: words,
    /** Buttons; {number} is the class's position. Example: "Remove class {number}". */
    addClass: words,
    removeClass: words,
    /** Result with and without a group plan; {size} is the minimum. Example: "Minimum class size: {size}". */
    minimum: words,
    noMinimum: words,
    /** Verdict of each class, followed by the rule that decided it; {name} and {size} are replaced. Example: "{name} ({size}): meets the minimum." */
    meets: words,
    below: words,
    /** The rule that decided the minimum, by rule; {limit}, {low}, {high}, {percent} and {size} are replaced. */
    rules: z.object({ none: words, small: words, mid: words, large: words }),
    /**
     * Shown when the classes add up to more than the employees; {total:person|people} and
     * {employees:employee|employees} become the counts with the words that fit them.
     */
    overTotal: words,
  }),
  /** The HRA chooser on the home page. */
  chooser: z.object({
    /** First question and its answers. */
    groupPlan: words,
    yes: words,
    no: words,
    /** Question after Yes, and its three answers. */
    paysFor: words,
    paysForOptions: z.object({ groupCosts: words, excepted: words, individual: words }),
    /** Question after No (a number). */
    employees: words,
    /** Question for smaller employers. */
    differentAllowances: words,
    /** Shown until the answers lead to a product. */
    prompt: words,
    /** Result heading; {product} is the product's name. Example: "We recommend: {product}". */
    recommend: words,
    /** One-line reason for each way to a product; {limit} is plan.qsehraMaxEmployees. */
    reasons: z.object({ groupCosts: words, excepted: words, individual: words, largeEmployer: words, differentAllowances: words, sameAllowance: words }),
    /** Price line; {price} is replaced. Example: "{price} per participant per month". */
    price: words,
    /** Links: the product page ({product} is its short name), sign-up, and the class-size checker. */
    learn: words,
    start: words,
    checker: words,
  }),
});

/** The words of the interactive parts, as islands receive them. */
export type UiWords = z.infer<typeof ui>;

/** One customer testimonial, as the slider receives it. */
export type Testimonial = z.infer<typeof testimonials>;
