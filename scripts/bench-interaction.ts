// `npm run bench:interaction` (build first; `-- --runs 9` for more runs than 3, `-- --part radio`
// for the parts whose name contains "radio"): how fast each interactive part answers a visitor on a
// throttled phone, and how fast the next page shows once the visitor has pointed at its link. Each
// part is opened in Chromium at 390×844 under Lighthouse's mobile throttling (150 ms round trips,
// 1.6 Mbps down, 750 Kbps up, CPU slowed 4×, through the DevTools protocol), scrolled into view,
// and tapped (a finger down, 100 ms on the glass, up) or typed into 1.5 s later, as a visitor who
// has just reached it. Two figures per run:
// - Event Timing, as the browser itself counts an interaction for Interaction to Next Paint: the
//   longest of the interaction's events (pointerdown, pointerup and click of a tap; keydown and
//   keyup of a key), each from its hardware timestamp to the next paint after its handlers, read
//   from a PerformanceObserver of type 'event' (durationThreshold 16, so a figure under 16 ms
//   shows as 16). The gate judges this one. Beside it, where the longest event spent its time
//   (medians of the runs): waiting for the main thread, in the page's handlers, and from them to
//   the next frame on screen, so a slow part shows whether its code or the page's rendering is to
//   blame.
// A part may prepare the page first, as a visitor would have before the tap: the affordability
// planner's parts first read a census of 500 made-up employees (scripts/lib/censusFixture.ts), so
// the tap is timed with every row to answer again.
// - The first answer: from the input event (the end of the tap, the key, the file chosen) to the
//   end of the first frame that shows the answer: the page polls the watched state on every
//   animation frame from the event on, and once it differs, a message posted from that frame runs
//   after the frame is painted. Choosing a file in the picker is no interaction the browser times,
//   so the upload preview is judged on this figure.
// An interaction is timed once per run for all of its answers (a radio's own state and the result
// it changes come from the same tap). Prints the median of the runs per answer (an interaction that
// misses the gate is measured as often again and judged on all its runs), writes
// reports/bench-interaction.json, lists the parts over the 100 ms target, and exits 1 when any part
// takes longer than 200 ms. The next-page runs are printed, not judged, so they run only when asked
// for (`-- --part next`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type ElementHandle, type Locator, type Page } from 'playwright-core';
import { fill } from '../src/lib/template.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts';
import { censusCsv } from './lib/censusFixture.ts';
import { buttonTo, capabilities, products, site, startingWith, tagAttribute, titledBlocks, ui, wordsBefore } from './lib/contentWords.ts';
import { startPreview } from './lib/servers.ts';
import { textTable } from './lib/textTable.ts';

/** What every interaction is to reach: the next frame within 100 ms, which a visitor feels as at once. */
const LIMIT_MS = 100;
/**
 * The gate: the bound of a "good" Interaction to Next Paint. A part between the two is printed and
 * counted as missing the target; the emulated 4× slower CPU on a shared 2-core machine puts the
 * parts that open a file picker or parse a file at 100 to 160 ms from one run to the next.
 */
const GATE_MS = 200;
/** The smallest duration Event Timing reports; an interaction it does not report took less. */
const EVENT_THRESHOLD_MS = 16;
/** How long the visitor has had the part on screen before the tap. */
const ON_SCREEN_MS = 1500;
/** How long a visitor takes at least to pick a file in the picker the tap opened. */
const PICKING_MS = 1000;
/** How long a finger rests on the glass in a tap. */
const TAP_MS = 100;
/** A part that has not answered by then is reported as not answering. */
const GIVE_UP_MS = 15_000;

/** Lighthouse's mobile throttling, as the DevTools protocol takes it (bytes per second). */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

/** How the visitor answers the part: a tap, a key typed into a field it has tapped, or a file chosen in the picker a tap opened. */
type Act = { tap: (page: Page) => Locator } | { type: (page: Page) => Locator; key: string } | { choose: (page: Page) => Locator };

/** What shows the answer: any visible change of an element, a text appearing, or an event on an element (the file picker opening). */
type Answer = { changes: (page: Page) => Locator } | { appears: string } | { event: string; on: (page: Page) => Locator };

/** One answer the benchmark times: what the visitor sees change, under the name its row is printed with. */
interface Answered {
  part: string;
  answer: Answer;
}

/** One interaction, timed once per run for all of its answers (the control's own state, and the result it gives). */
interface Part {
  path: string;
  /** What the visitor has done before, once the page has loaded: the planner's census, read. */
  before?: (page: Page) => Promise<void>;
  act: Act;
  answers: Answered[];
}

const EMPLOYER = '/product/ichra/employer-calculator';
const CSV = { name: 'employees.csv', mimeType: 'text/csv', buffer: Buffer.from('First Name,Last Name,Username\nAda,Lovelace,ada\n') };

/** A product's radio, named by the product's short name and then its full one. */
const productRadio = (code: keyof typeof products) => startingWith(`${products[code].short} `);
const qsehra = (page: Page) => page.getByRole('radio', { name: productRadio('qsehra') });
const chooserNo = (page: Page) => page.getByRole('group', { name: ui.chooser.groupPlan }).getByRole('radio', { name: ui.chooser.no });
const groupPlanBox = (page: Page) => page.getByRole('checkbox', { name: ui.classSize.groupPlan });
const employees = (page: Page) => page.getByLabel(ui.classSize.employees);
const uploadButton = (page: Page) => page.getByText(ui.upload.button, { exact: true });
const message = (page: Page) => page.getByLabel(ui.contactForm.message, { exact: true });
const summary = (title: string) => (page: Page) => page.locator('summary', { hasText: title });
const play = (page: Page) => page.getByRole('button', { name: ui.video.play }).or(page.getByRole('link', { name: ui.video.play }));
const pause = (page: Page) => page.getByRole('button', { name: ui.headline.pause });
const menu = (page: Page) => page.getByText(site.header.menuLabel, { exact: true });
const fullTime = (page: Page) => page.getByRole('textbox', { name: `January ${ui.fte.fullTime}`, exact: true });
const oneMonth = (page: Page) => page.getByRole('radio', { name: ui.fte.modeMonth });
const selfOnlyAllowance = (page: Page) => page.getByRole('group', { name: ui.qsehraPlanner.selfOnly }).getByLabel(ui.qsehraPlanner.allowance);
const ICHRA_RULES = '/product/ichra/rules-and-regulations';
const FTE = '/product/ichra/large-business';
const calendarQsehra = (page: Page) => page.locator('.plan-calendar').getByRole('radio', { name: productRadio('qsehra') });
const calendarStart = (page: Page) => page.getByLabel(ui.calendar.start);
const payoutGchra = (page: Page) => page.getByRole('group', { name: ui.payout.product }).getByRole('radio', { name: productRadio('gchra') });
const payoutCompanies = (page: Page) => page.getByLabel(ui.payout.companies);
const costCalculator = (page: Page) => page.locator('.cost-calculator');
const copyLink = (page: Page) => costCalculator(page).getByRole('button', { name: ui.tools.copyLink });
/** The calculator in view and live: its Copy link shows only once the tool has taken the visitor's inputs. */
async function calculatorLive(page: Page) {
  await costCalculator(page).scrollIntoViewIfNeeded();
  await page.locator('.cost-calculator[data-live]').waitFor({ timeout: GIVE_UP_MS });
}
/** The home page's first capability and the ICHRA rules guide's first section, as the content writes them. */
const capability = summary(capabilities[0]!.title);
const guideSection = summary(titledBlocks(ICHRA_RULES, 'Section')[0]!.title);
const PLANNER = '/product/ichra/affordability-planner';
const planner = (page: Page) => page.locator('.affordability-planner');
const plannerW2 = (page: Page) => planner(page).getByRole('group', { name: ui.affordabilityPlanner.harbor }).getByLabel(ui.affordabilityPlanner.harbors.w2);
/** The planner with 500 employees read from a census file, its answers on the page. */
async function plannerCensus(page: Page) {
  await planner(page).scrollIntoViewIfNeeded();
  await planner(page).locator('input[type=file]').setInputFiles({ name: 'census.csv', mimeType: 'text/csv', buffer: Buffer.from(censusCsv(ui.affordabilityPlanner.columns, 500)) });
  await planner(page).locator('.per-employee').waitFor({ timeout: GIVE_UP_MS });
}

/**
 * Every interaction the benchmark times, in one table, each with the answers it gives: a control's
 * own state and the result it changes are timed from the same tap, in the same run. Selectors go by
 * role, label or visible words, so a rewrite of a part's markup keeps them working as long as the
 * visitor sees the same thing; a result that shows figures is watched as an element, so an edited
 * figure in content/ changes nothing here.
 */
const PARTS: Part[] = [
  {
    path: '/pricing',
    act: { tap: qsehra },
    answers: [
      { part: 'pricing product radio', answer: { changes: qsehra } },
      { part: 'calculator result', answer: { changes: (p) => p.locator('.cost-calculator').getByRole('table') } },
    ],
  },
  {
    path: '/speak-with-an-hra-expert',
    act: { tap: chooserNo },
    answers: [
      { part: 'chooser radio', answer: { changes: chooserNo } },
      { part: 'chooser result', answer: { appears: ui.chooser.employees } },
    ],
  },
  {
    path: EMPLOYER,
    act: { tap: groupPlanBox },
    answers: [
      { part: 'class-size box', answer: { changes: groupPlanBox } },
      { part: 'class-size box result', answer: { appears: ui.classSize.noMinimum } },
    ],
  },
  {
    path: EMPLOYER,
    act: { type: employees, key: '1' },
    answers: [
      { part: 'class-size count', answer: { changes: employees } },
      // One employee is fewer than the default classes hold.
      { part: 'class-size result', answer: { appears: wordsBefore(ui.classSize.overTotal, 'total') } },
    ],
  },
  { path: EMPLOYER, act: { tap: uploadButton }, answers: [{ part: 'upload picker', answer: { event: 'click', on: (p) => p.getByLabel(ui.upload.button) } }] },
  { path: EMPLOYER, act: { choose: uploadButton }, answers: [{ part: 'upload preview', answer: { appears: ui.upload.previewCaption } }] },
  { path: '/contact-us', act: { type: message, key: 'H' }, answers: [{ part: 'contact field', answer: { changes: message } }] },
  { path: '/', act: { tap: capability }, answers: [{ part: 'capabilities accordion', answer: { changes: (p) => capability(p).locator('..') } }] },
  { path: ICHRA_RULES, act: { tap: guideSection }, answers: [{ part: 'guide section accordion', answer: { changes: (p) => guideSection(p).locator('..') } }] },
  { path: '/product/gchra', act: { tap: play }, answers: [{ part: 'video poster', answer: { changes: (p) => play(p).locator('..') } }] },
  { path: '/pricing', act: { tap: pause }, answers: [{ part: 'headline Pause', answer: { changes: pause } }] },
  {
    path: ICHRA_RULES,
    act: { tap: calendarQsehra },
    answers: [
      { part: 'calendar radio', answer: { changes: calendarQsehra } },
      { part: 'calendar result', answer: { appears: wordsBefore(fill(ui.calendar.caption, { product: products.qsehra.short }), 'start') } },
    ],
  },
  { path: ICHRA_RULES, act: { type: calendarStart, key: '6' }, answers: [{ part: 'calendar date', answer: { changes: calendarStart } }] },
  {
    path: '/referral-program',
    act: { tap: payoutGchra },
    answers: [
      { part: 'payout radio', answer: { changes: payoutGchra } },
      { part: 'payout result', answer: { changes: (p) => p.locator('.payout-estimator .total') } },
    ],
  },
  { path: '/referral-program', act: { type: payoutCompanies, key: '2' }, answers: [{ part: 'payout count', answer: { changes: payoutCompanies } }] },
  { path: '/pricing', before: calculatorLive, act: { tap: copyLink }, answers: [{ part: 'tool Copy link', answer: { changes: (p) => costCalculator(p).getByRole('status') } }] },
  { path: '/', act: { tap: menu }, answers: [{ part: 'header menu', answer: { changes: (p) => p.getByRole('navigation', { name: site.header.navLabel, includeHidden: true }) } }] },
  {
    path: FTE,
    act: { type: fullTime, key: '9' },
    answers: [
      { part: 'FTE count', answer: { changes: fullTime } },
      { part: 'FTE result', answer: { changes: (p) => p.locator('.fte-calculator .fte-total') } },
    ],
  },
  {
    path: FTE,
    act: { tap: oneMonth },
    answers: [
      { part: 'FTE one-month radio', answer: { changes: oneMonth } },
      // The island shows the chosen way's fields a frame after the radio (FteCalculator.css): when they appear.
      { part: 'FTE one-month fields', answer: { changes: (p) => p.getByLabel(ui.fte.fullTime, { exact: true }) } },
    ],
  },
  {
    path: '/product/qsehra/compare-pricing',
    act: { type: selfOnlyAllowance, key: '9' },
    answers: [
      { part: 'QSEHRA planner allowance', answer: { changes: selfOnlyAllowance } },
      { part: 'QSEHRA planner result', answer: { appears: wordsBefore(fill(ui.qsehraPlanner.within, { coverage: ui.qsehraPlanner.coverage.selfOnly, monthly: '$9' }), 'firstYear') } },
    ],
  },
  {
    path: PLANNER,
    before: plannerCensus,
    act: { tap: plannerW2 },
    answers: [
      { part: 'census planner radio (500 rows)', answer: { changes: plannerW2 } },
      { part: 'census planner answer (500 rows)', answer: { appears: fill(ui.affordabilityAnswers.answersCaption, { harbor: ui.affordabilityPlanner.harbors.w2 }) } },
    ],
  },
];

/** The control the visitor acts on. */
const controlOf = (act: Act) => ('tap' in act ? act.tap : 'type' in act ? act.type : act.choose);

/**
 * The input event the measurement starts from: the end of a tap (its answer comes with the click
 * that follows it; how long the finger rests is the visitor's time, not the page's), a key, or the
 * file chosen.
 */
const startEventOf = (act: Act) => ('type' in act ? 'keydown' : 'choose' in act ? 'change' : 'pointerup');

/** One event of an interaction, as Event Timing reports it. */
interface EventEntry {
  id: number;
  name: string;
  duration: number;
  /** From the input's hardware timestamp to the first handler: the main thread was busy. */
  delay: number;
  /** The page's handlers for the event. */
  handlers: number;
}

/** Where an interaction's longest event spent its time: waiting, in handlers, and until the next frame was on screen. */
interface EventSplit {
  name: string;
  delay: number;
  handlers: number;
  paint: number;
}

declare global {
  interface Window {
    /** The measurement in progress, one per answer: when the input event came, and when the answer was painted. */
    interactions?: Promise<{ start: number; painted: number }>[];
    /** The Event Timing entries of interactions since the measurement was armed. */
    eventTimings?: EventEntry[];
  }
}

/** An answer as the page polls it: what kind, its text or event, and the element watched. */
type Watch = [kind: 'changes' | 'appears' | 'event', detail: string, node: ElementHandle | null];

/** What the page watches for `answer`, whose element (the control itself by default) is `watched`. */
function watchOf(answer: Answer, watched: ElementHandle | null): Watch {
  if ('appears' in answer) return ['appears', answer.appears, watched];
  if ('event' in answer) return ['event', answer.event, watched];
  return ['changes', '', watched];
}

/**
 * Arms the measurement in the page: from the next `startEvent`, polls each watched answer on every
 * animation frame (its element's state, or a text on the page, or an event on it) and resolves its
 * promise once a frame showing the change has been painted (a message posted from that frame runs
 * after its paint).
 */
async function arm(page: Page, startEvent: string, watches: Watch[]) {
  await page.evaluate(
    ([startEvent, watches]) => {
      window.eventTimings = [];
      new PerformanceObserver((list) => {
        // interactionId is not in TypeScript's DOM types yet.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
          if (entry.interactionId > 0) {
            const { interactionId: id, name, duration, startTime, processingStart, processingEnd } = entry;
            window.eventTimings!.push({ id, name, duration, delay: processingStart - startTime, handlers: processingEnd - processingStart });
          }
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      window.interactions = watches.map(([kind, detail, watchedNode]) => {
        const el = watchedNode as (HTMLElement & { checked?: boolean; open?: boolean; value?: string }) | null;
        // A text is looked for in the section the control is in, so polling costs the page little.
        const state = () => {
          if (kind === 'appears') return String((el?.closest('section') ?? document.body).textContent?.includes(detail));
          if (!el) return 'missing';
          const box = el.getBoundingClientRect();
          // Every attribute (class, aria-*, a data-state that CSS shows), the text, whether it shows
          // (its visibility property too), the box and whether a player frame is in it.
          const attributes = [...el.attributes].map((a) => `${a.name}=${a.value}`).join(' ');
          return JSON.stringify([el.checked, el.open, el.value, el.textContent, attributes, el.checkVisibility({ visibilityProperty: true }), Math.round(box.height), el.querySelector('iframe') !== null]);
        };
        const before = state();
        // An event answer (the file picker opening) is timed when the event comes.
        let firedAt: number | undefined;
        if (kind === 'event') el?.addEventListener(detail, () => (firedAt = performance.now()), { capture: true, once: true });
        return new Promise((resolve) => {
          addEventListener(
            startEvent,
            (event) => {
              const start = event.timeStamp;
              const frame = () =>
                requestAnimationFrame(() => {
                  if (firedAt !== undefined) {
                    resolve({ start, painted: firedAt });
                    return;
                  }
                  if (kind === 'event' || state() === before) {
                    frame();
                    return;
                  }
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => resolve({ start, painted: performance.now() });
                  channel.port2.postMessage(null);
                });
              frame();
            },
            { capture: true, once: true },
          );
        });
      });
    },
    [startEvent, watches] as const,
  );
}

/** A finger's tap on the middle of `control`: down, a rest of TAP_MS, up. */
async function tap(cdp: CDPSession, control: Locator) {
  const box = (await control.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, TAP_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Whether the control sits in an island, and whether that island had hydrated when it was used. */
function hydration(control: Locator) {
  return control.evaluate((el) => {
    const island = el.closest('astro-island');
    return island === null ? '—' : island.hasAttribute('ssr') ? 'no' : 'yes';
  });
}

/**
 * The interaction's Event Timing duration: the longest of the events of the first interaction since
 * the measurement was armed, once the browser has reported them (after the next paint), with where
 * that event spent its time; the threshold and no split when it reported none, since it reports
 * only the longer ones; undefined for a part that is no interaction (a file chosen).
 */
async function eventTiming(page: Page, act: Act): Promise<{ ms: number; split?: EventSplit } | undefined> {
  if ('choose' in act) return undefined;
  return page.evaluate(async (threshold) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const entries = window.eventTimings ?? [];
    if (entries.length === 0) return { ms: threshold };
    const first = Math.min(...entries.map((e) => e.id));
    const longest = entries.filter((e) => e.id === first).reduce((a, b) => (b.duration > a.duration ? b : a));
    // The duration is rounded to 8 ms, so the paint's share can come out a few ms under zero.
    const paint = Math.max(0, longest.duration - longest.delay - longest.handlers);
    return { ms: longest.duration, split: { name: longest.name, delay: longest.delay, handlers: longest.handlers, paint } };
  }, EVENT_THRESHOLD_MS);
}

/**
 * A fresh, throttled phone: a browser of its own for every run, as a visitor's phone (a browser
 * reused across dozens of throttled pages carries their memory and caches into later runs), with
 * every other host answered by a stub.
 */
async function phone() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    /\/v1\//.test(route.request().url()) ? route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }) : route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLING.latency, downloadThroughput: THROTTLING.downloadThroughput, uploadThroughput: THROTTLING.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  return { browser, page, cdp };
}

/**
 * One run of one interaction in a fresh, throttled phone: its Event Timing duration and, per answer,
 * the time to that answer, in ms.
 */
async function measure(origin: string, { path, before, act, answers }: Part) {
  const { browser, page, cdp } = await phone();
  try {
    await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
    await before?.(page);
    const control = controlOf(act)(page).first();
    await control.scrollIntoViewIfNeeded();
    await new Promise((resolve) => setTimeout(resolve, ON_SCREEN_MS));
    const watches: Watch[] = [];
    for (const { answer } of answers) {
      const watched = 'changes' in answer ? answer.changes(page) : 'on' in answer ? answer.on(page) : control;
      watches.push(watchOf(answer, await watched.first().elementHandle()));
    }
    const hydrated = await hydration(control);
    if ('type' in act) {
      await tap(cdp, control);
      await control.selectText();
    }
    await arm(page, startEventOf(act), watches);
    if ('tap' in act) await tap(cdp, control);
    else if ('type' in act) await page.keyboard.press(act.key);
    else {
      const [picker] = await Promise.all([page.waitForEvent('filechooser'), tap(cdp, control)]);
      await new Promise((resolve) => setTimeout(resolve, PICKING_MS));
      await picker.setFiles(CSV);
    }
    const timings = await page.evaluate(
      (limit) => Promise.all(window.interactions!.map((answered) => Promise.race([answered, new Promise<null>((resolve) => setTimeout(() => resolve(null), limit))]))),
      GIVE_UP_MS,
    );
    const ms = timings.map((timing) => (timing ? timing.painted - timing.start : Number.POSITIVE_INFINITY));
    const event = timings.some((timing) => timing !== null) ? await eventTiming(page, act) : { ms: Number.POSITIVE_INFINITY };
    return { ms, eventMs: event?.ms, split: event?.split, hydrated };
  } finally {
    await browser.close();
  }
}

/** A next page the visitor opens from a link on the page they are reading. */
interface NextPage {
  part: string;
  from: string;
  link: (page: Page) => Locator;
  to: string;
}

const NEXT_PAGES: NextPage[] = [
  {
    part: 'next page: home → ICHRA',
    from: '/',
    link: (p) => p.getByRole('link', { name: `${tagAttribute('/', 'ProductCards', 'learnLabel')} ${products.ichra.short}`, exact: true }),
    to: '/product/ichra',
  },
  { part: 'next page: pricing → create account', from: '/pricing', link: (p) => p.getByRole('link', { name: buttonTo('/pricing', '/create-account'), exact: true }), to: '/create-account' },
];

/**
 * One run of a next page in a fresh, throttled phone: the page is open, its link on screen; with
 * `intent`, the pointer rests on the link until the browser has fetched ahead (or prerendered) its
 * page; then a tap opens it. Returns its largest paint after the tap (from its activation, for a
 * prerendered page) and how the document came: from the network, fetched ahead, or prerendered.
 */
async function measureNextPage(origin: string, next: NextPage, intent: boolean) {
  const { browser, page, cdp } = await phone();
  try {
    await page.goto(origin + next.from, { waitUntil: 'load', timeout: 60_000 });
    const link = next.link(page).first();
    await link.scrollIntoViewIfNeeded();
    await new Promise((resolve) => setTimeout(resolve, ON_SCREEN_MS));
    if (intent) {
      const settled = new Promise<void>((resolve) => {
        const done = (event: { status: string }) => event.status !== 'Running' && event.status !== 'Pending' && resolve();
        cdp.on('Preload.prefetchStatusUpdated', done);
        cdp.on('Preload.prerenderStatusUpdated', done);
      });
      await cdp.send('Preload.enable');
      await link.hover();
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
    }
    await Promise.all([page.waitForURL((url) => url.pathname === next.to, { timeout: 60_000 }), tap(cdp, link)]);
    await page.waitForLoadState('load');
    return await page.evaluate(
      () =>
        new Promise<{ lcpMs: number; via: string }>((resolve) => {
          const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { activationStart: number; deliveryType: string })[];
          const activation = navigation?.activationStart ?? 0;
          const via = activation > 0 ? 'prerendered' : navigation?.deliveryType === 'navigational-prefetch' ? 'fetched ahead' : 'network';
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            if (last) requestAnimationFrame(() => requestAnimationFrame(() => resolve({ lcpMs: Math.max(0, last.startTime - activation), via })));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await browser.close();
  }
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(argument('--runs') ?? 3);
/** The middle value of some runs. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const only = argument('--part') ?? '';
const parts = PARTS.filter((p) => p.answers.some((a) => a.part.includes(only)));
/** Printed, never judged, so run only when asked for by name (`-- --part next`). */
const nextPages = only === '' ? [] : NEXT_PAGES.filter((p) => p.part.includes(only));
/** The longest events of some runs, summed up: their most frequent name, and the median of each share. */
function splitSummary(splits: EventSplit[]): string {
  if (splits.length === 0) return '—';
  const names = splits.map((s) => s.name);
  const name = names.reduce((a, b) => (names.filter((n) => n === b).length > names.filter((n) => n === a).length ? b : a));
  const share = (key: 'delay' | 'handlers' | 'paint') => median(splits.map((s) => s[key])).toFixed(0);
  return `${name} ${share('delay')} + ${share('handlers')} + ${share('paint')}`;
}
const preview = await startPreview();
interface Row {
  part: string;
  path: string;
  hydrated: string;
  /** Median Event Timing duration; undefined for a part that is no interaction. */
  eventMs: number | undefined;
  /** Median time to the first answer. */
  ms: number;
  /** The figure the gate judges: Event Timing where there is one. */
  judged: number;
  /** The longest event's usual name and its median wait, handlers and paint, as "click 40 + 15 + 61". */
  split: string;
  eventRuns: number[];
  answerRuns: number[];
}
const rows: Row[] = [];
const nextRows: { part: string; intent: string; via: string; lcpMs: number; all: number[] }[] = [];
try {
  for (const part of parts) {
    const results: Awaited<ReturnType<typeof measure>>[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure(preview.origin, part));
    const eventRunsOf = () => results.flatMap((r) => (r.eventMs === undefined ? [] : [r.eventMs])).sort((a, b) => a - b);
    const answerRuns = (at: number) => results.map((r) => r.ms[at]!).sort((a, b) => a - b);
    /** The figure the gate judges for each answer: Event Timing where there is one, else the time to it. */
    const judged = () => {
      const events = eventRunsOf();
      return part.answers.map((_, at) => (events.length > 0 ? median(events) : median(answerRuns(at))));
    };
    // As the audit does with a route that misses its gate: an interaction whose median misses the
    // gate is measured as often again and judged on the median of every run, since a busy machine
    // (the 2-core CI runner) slows the throttled CPU it emulates. One over the target alone is
    // printed as such from its first runs: measuring it again changed no verdict.
    if (judged().some((ms) => ms > GATE_MS)) {
      for (let i = 0; i < runs; i++) results.push(await measure(preview.origin, part));
    }
    const eventRuns = eventRunsOf();
    const eventMs = eventRuns.length > 0 ? median(eventRuns) : undefined;
    const split = splitSummary(results.flatMap((r) => (r.split ? [r.split] : [])));
    const hydrated = results.map((r) => r.hydrated).join(' ');
    part.answers.forEach(({ part: name }, at) => {
      const runsOf = answerRuns(at);
      const ms = median(runsOf);
      rows.push({ part: name, path: part.path, hydrated, eventMs, ms, judged: eventMs ?? ms, split, eventRuns, answerRuns: runsOf });
      console.log(`${name}: Event Timing ${eventRuns.map((v) => v.toFixed(0)).join(', ') || '—'} ms; first answer ${runsOf.map((v) => v.toFixed(0)).join(', ')} ms`);
    });
  }
  for (const next of nextPages) {
    for (const intent of [false, true]) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measureNextPage(preview.origin, next, intent));
      const all = results.map((r) => r.lcpMs).sort((a, b) => a - b);
      nextRows.push({ part: next.part, intent: intent ? 'pointed at first' : 'tapped at once', via: [...new Set(results.map((r) => r.via))].join(', '), lcpMs: median(all), all });
      console.log(`${next.part} (${intent ? 'pointed at first' : 'tapped at once'}): LCP ${all.map((v) => v.toFixed(0)).join(', ')} ms`);
    }
  }
} finally {
  preview.stop();
}

const fmt = (ms: number | undefined) => (ms === undefined ? '—' : Number.isFinite(ms) ? ms.toFixed(0) : `> ${GIVE_UP_MS}`);
const setting = `390×844, ${THROTTLING.latency} ms RTT, 1.6 Mbps down, CPU ×${THROTTLING.cpuRate}; median of ${runs} runs`;
if (rows.length > 0) {
  console.log(`\nInteractions, tapped or typed into 1.5 s after the part came into view; ${setting}, or of ${2 * runs} for a part whose first median missed the ${GATE_MS} ms gate\n`);
  console.log(
    textTable(
      ['part', 'route', 'island hydrated at tap', 'Event Timing (ms)', 'longest event: wait + handlers + to paint (ms)', 'first answer (ms)', 'Event Timing runs (ms)', `≤ ${LIMIT_MS} ms`],
      rows.map((r) => [r.part, r.path, r.hydrated, fmt(r.eventMs), r.split, fmt(r.ms), r.eventRuns.map(fmt).join(', ') || '—', r.judged <= LIMIT_MS ? 'yes' : 'NO']),
    ),
  );
}
if (nextRows.length > 0) {
  // Chrome prerenders nothing while DevTools drives it (PrerenderingDisabledByDevTools), so here a
  // page pointed at is fetched ahead only; a visitor's browser also renders it before the tap.
  console.log(`\nThe next page's largest paint after the tap; ${setting}\n`);
  console.log(textTable(['next page', 'visitor', 'document', 'LCP (ms)', 'runs (ms)'], nextRows.map((r) => [r.part, r.intent, r.via, fmt(r.lcpMs), r.all.map(fmt).join(', ')])));
}
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench-interaction.json',
  `${JSON.stringify({ date: new Date().toISOString(), throttling: THROTTLING, runs, rows, nextPages: nextRows }, (_, v: unknown) => (v === Number.POSITIVE_INFINITY ? null : v), 2)}\n`,
);
const slow = rows.filter((r) => r.judged > LIMIT_MS);
console.log(slow.length === 0 ? `Every part answered within ${LIMIT_MS} ms.` : `${rows.length - slow.length} of ${rows.length} parts answered within ${LIMIT_MS} ms; over it: ${slow.map((r) => `${r.part} ${fmt(r.judged)} ms`).join(', ')}.`);
const failed = rows.filter((r) => r.judged > GATE_MS);
if (failed.length > 0) console.error(`${failed.length} part(s) took longer than the gate's ${GATE_MS} ms: ${failed.map((r) => r.part).join(', ')}.`);
process.exitCode = failed.length === 0 ? 0 : 1;
