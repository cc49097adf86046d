// `node scripts/tools-cost.ts` (build first): the JavaScript each tool costs, at load and once it has
// hydrated (the visitor's first touch hydrates it at the latest), as gzip and decoded bytes of every
// script the page ran (inline ones included), measured in Chromium at 1280×800 against `astro
// preview`. A tool on the first screen hydrates after the load event, which "at load" includes.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts';
import { watchRequests } from './lib/networkSettled.ts';
import { startPreview } from './lib/servers.ts';
import { textTable } from './lib/textTable.ts';

/** Each tool: the page it is on and the element whose first touch hydrates it. */
const TOOLS = [
  { tool: 'CostCalculator', path: '/pricing', touch: '.cost-calculator input' },
  { tool: 'CostCalculator (shared link)', path: '/pricing?participants=25&product=qsehra', touch: '.cost-calculator input' },
  { tool: 'CostCalculator (compare)', path: '/product/qsehra/compare-pricing', touch: '.cost-calculator input' },
  { tool: 'ClassSizeChecker', path: '/product/ichra/employer-calculator', touch: '.class-size-checker input' },
  { tool: 'EmployeeUpload', path: '/product/ichra/employer-calculator', touch: '.employee-upload input' },
  { tool: 'HraChooser', path: '/speak-with-an-hra-expert', touch: '.hra-chooser input' },
  { tool: 'PlanCalendar', path: '/product/ichra/rules-and-regulations', touch: '.plan-calendar input' },
  { tool: 'PlanCalendar (shared link)', path: '/product/ichra/rules-and-regulations?cal-hra=qsehra&cal-start=2026-06-15', touch: '.plan-calendar input' },
  { tool: 'PayoutEstimator', path: '/referral-program', touch: '.payout-estimator input' },
  { tool: 'ContactForm', path: '/speak-with-an-hra-expert', touch: '.contact-form input' },
  { tool: 'FteCalculator', path: '/product/ichra/large-business', touch: '.fte-calculator input' },
  { tool: 'QsehraPlanner', path: '/product/qsehra/compare-pricing', touch: '.qsehra-planner input' },
  { tool: 'AffordabilityPlanner (no rows yet)', path: '/product/ichra/affordability-planner', touch: '.affordability-planner input' },
];

interface Bytes {
  gzip: number;
  decoded: number;
}

/** Starts counting the page's script responses from the site; read() sums them with its inline scripts. */
function scriptCounter(page: Page, origin: string) {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.request().resourceType() === 'script') bodies.push(r.body().catch(() => Buffer.alloc(0)));
  });
  return async (): Promise<Bytes> => {
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent ?? ''),
    );
    const all = [...(await Promise.all(bodies)), ...inline.map((code) => Buffer.from(code))];
    return { gzip: all.reduce((s, b) => s + gzipSync(b).length, 0), decoded: all.reduce((s, b) => s + b.length, 0) };
  };
}

const preview = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const kb = (n: number) => (n / 1024).toFixed(1);
try {
  const lines: string[][] = [];
  for (const { tool, path, touch } of TOOLS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!localhost[:/])/, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    const read = scriptCounter(page, preview.origin);
    const network = watchRequests(page);
    await page.goto(preview.origin + path);
    await network.settled();
    const atLoad = await read();
    await page.locator(touch).first().focus();
    await page.waitForFunction((s) => document.querySelector(`${s.split(' ')[0]} astro-island[ssr]`) === null, touch);
    await network.settled();
    const after = await read();
    lines.push([tool, path, `${kb(atLoad.gzip)} / ${kb(atLoad.decoded)}`, `${kb(after.gzip)} / ${kb(after.decoded)}`]);
    await context.close();
  }
  console.log(textTable(['tool', 'page', 'JS at load, gzip / decoded (KB)', 'JS after first touch, gzip / decoded (KB)'], lines));
} finally {
  await browser.close();
  preview.stop();
}
