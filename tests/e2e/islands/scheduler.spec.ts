import type { Page } from '@playwright/test';
import { ui } from '../../support/words';
import { expect, test, twoFrames } from '../fixtures';

const BOOKING = {
  event: 'calendly.event_scheduled',
  payload: {
    event: { uri: 'https://api.calendly.com/scheduled_events/E1' },
    invitee: { uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1' },
  },
};

/** A stand-in for Calendly's page: it reports the booking twice, as a real frame may. */
async function stubCalendly(page: Page) {
  const frames: string[] = [];
  await page.route('https://calendly.com/**', async (route) => {
    frames.push(route.request().url());
    const message = JSON.stringify(BOOKING);
    await route.fulfill({
      contentType: 'text/html',
      body: `<title>Calendly stub</title><script>parent.postMessage(${message}, '*'); parent.postMessage(${message}, '*');</script>`,
    });
  });
  return frames;
}

declare global {
  interface Window {
    bookingMessages: number;
  }
}

/** Counts the booking messages the page has received; each is handled by the time a later task reads the count. */
async function countBookingMessages(page: Page) {
  await page.addInitScript(() => {
    window.bookingMessages = 0;
    addEventListener('message', (e) => {
      if ((e.data as { event?: string } | null)?.event === 'calendly.event_scheduled') window.bookingMessages++;
    });
  });
}

/** Brings the box into view with the pointer over it: the visitor is using the page, so the frame loads. */
async function scrollToScheduler(page: Page) {
  await page.locator('.scheduler-box').hover();
}

declare global {
  interface Window {
    frameAddedAt: number | undefined;
  }
}

// Calendly's page loads and runs beside ours: added while a phone is still making the page ready, it
// cost Lighthouse's blocking time 50 to 100 ms. The frame waits for a visitor who uses the page, and
// for the page's load and paint (a frame's document that ended before the first paint joins
// Lighthouse's paint graph as a whole connection to Calendly).
test('the scheduler in the first screen adds its frame once the visitor uses the page, after load and paint', async ({ page, api }) => {
  const frames = await stubCalendly(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('scheduler-frame iframe')) window.frameAddedAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/ichra/consultation');
  await expect(page.locator('.scheduler-box')).toBeInViewport();
  // The page view is sent once the page has loaded and painted, when the box would start watching.
  await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
  await twoFrames(page);
  await expect(page.locator('scheduler-frame iframe')).toHaveCount(0);
  expect(frames).toEqual([]);

  await page.mouse.move(10, 10);
  await page.waitForFunction(() => window.frameAddedAt !== undefined);
  const times = await page.evaluate(() => ({
    frame: window.frameAddedAt!,
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(times.loaded).toBeGreaterThan(0);
  expect(times.frame).toBeGreaterThan(times.paint);
  expect(times.frame).toBeGreaterThan(times.loaded);
  // The frame's request leaves after the element is in the page: wait for it, not for a moment.
  await expect.poll(() => frames).toHaveLength(1);
});

test('the box\'s button loads the calendar at once, and takes the keyboard into it', async ({ page }) => {
  const frames = await stubCalendly(page);
  // A window tall enough that the box is in view without a scroll, which would load the frame first.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/contact-us');
  const show = page.locator('.scheduler-box').getByRole('button', { name: ui.scheduler.show });
  await show.focus();
  await page.keyboard.press('Enter');
  const frame = page.locator('scheduler-frame iframe');
  // Focus inside a frame is the frame element's, as its page sees it (toBeFocused reads the frame's own document).
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('scheduler-frame iframe'))).toBe(true);
  await expect(show).toBeHidden();
  await expect(frame).toHaveAttribute('title', ui.scheduler.frameTitle);
  await expect.poll(() => frames).toHaveLength(1);
});

test('a keyboard visitor on the button, the box scrolled into view as they reached it, is taken into the frame that loads', async ({ page }) => {
  const frames = await stubCalendly(page);
  await page.goto('/contact-us');
  const show = page.locator('.scheduler-box').getByRole('button', { name: ui.scheduler.show });
  // Focus scrolls the box into view: the visitor is using the page, so the frame loads by itself.
  await show.focus();
  const frame = page.locator('scheduler-frame iframe');
  await expect(frame).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('scheduler-frame iframe'))).toBe(true);
  await expect.poll(() => frames).toHaveLength(1);
});

test('a pointer move that moved nothing, as the browser sends after a layout change, loads no frame', async ({ page, api }) => {
  const frames = await stubCalendly(page);
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/contact-us');
  // The page view is sent once the page has loaded and painted, when the box would start watching.
  await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
  await page.evaluate(() => dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
  await twoFrames(page);
  await expect(page.locator('scheduler-frame iframe')).toHaveCount(0);
  expect(frames).toHaveLength(0);
});

test('a box below the first screen waits until it is scrolled into view', async ({ page, api }) => {
  const frames = await stubCalendly(page);
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/product/ichra/consultation');
  const box = page.locator('.scheduler-box');
  test.skip(await box.evaluate((el) => el.getBoundingClientRect().top < innerHeight), 'the box is on the first screen at this size');
  await page.mouse.move(10, 10);
  await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
  await twoFrames(page);
  expect(frames).toEqual([]);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('scheduler-frame iframe')).toHaveCount(1);
});

for (const [path, lead] of [
  // The product is the code of the page's path, upper-cased (src/lib/lead.ts).
  ['/product/ichra/consultation', { title: `Website Product ${'ichra'.toUpperCase()}`, dealSource: 'Website Product', product: 'ichra'.toUpperCase() }],
  ['/contact-us', { title: 'Website', dealSource: 'Website' }],
] as const) {
  test(`a booking on ${path} sends exactly one lead, then a /calendly page view`, async ({ page, api, baseURL }) => {
    const frames = await stubCalendly(page);
    await countBookingMessages(page);
    await page.goto(path);
    expect(frames).toEqual([]);
    await scrollToScheduler(page);
    // The island calls fetch while it handles a message, so once both are handled every lead call has been made.
    await page.waitForFunction(() => window.bookingMessages === 2);
    expect((await api.fetched('pipedrive/salusion/lead')).map((call) => call.body)).toEqual([
      {
        ...lead,
        websiteURL: `${baseURL}${path}`,
        calendly: { eventURL: BOOKING.payload.event.uri, inviteeURL: BOOKING.payload.invitee.uri },
      },
    ]);
    // The view follows the lead's answer; once it is answered too, nothing else is pending.
    await expect
      .poll(async () => (await api.fetched('webpage')).filter((call) => call.body?.['url'] === '/calendly').map((call) => call.outcome))
      .toEqual(['resolved']);
    const order = (await api.fetched()).flatMap((call) => (call.url.endsWith('/lead') ? ['lead'] : call.body?.['url'] === '/calendly' ? ['/calendly view'] : []));
    expect(order).toEqual(['lead', '/calendly view']);
  });
}

test('with Global Privacy Control on, a booking sends its lead but no /calendly page view', async ({ page, api }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await stubCalendly(page);
  await countBookingMessages(page);
  await page.goto('/product/ichra/consultation');
  await scrollToScheduler(page);
  await page.waitForFunction(() => window.bookingMessages === 2);
  // The view would be sent once the lead's call is answered: wait for that answer.
  await expect.poll(async () => (await api.fetched('pipedrive/salusion/lead')).map((call) => call.outcome)).toEqual(['resolved']);
  expect((await api.fetched()).filter((call) => !call.url.endsWith('/lead'))).toEqual([]);
});

test('a booking message from another origin produces no lead', async ({ page, api }) => {
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>quiet stub</title>' }));
  await page.goto('/product/ichra/consultation');
  await scrollToScheduler(page);
  await expect(page.locator('iframe[src^="https://calendly.com/"]')).toHaveCount(1);
  // A listener added now runs after the island's, so when it fires the island has handled the message.
  await page.evaluate(
    (booking) =>
      new Promise<void>((resolve) => {
        addEventListener('message', () => resolve(), { once: true });
        postMessage(booking, '*');
      }),
    BOOKING,
  );
  expect(await api.fetched('pipedrive/salusion/lead')).toEqual([]);
});

test('a failing lead call shows nothing to the visitor', async ({ page }) => {
  await stubCalendly(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route(/\/v1\/pipedrive\/salusion\/lead$/, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/product/qsehra/consultation');
  await scrollToScheduler(page);
  await expect.poll(() => errors.some((e) => e.includes('Could not record the scheduled call'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/error|could not|failed/i);
});

for (const [path, width, hidden] of [
  ['/product/ichra/consultation', 1300, false],
  ['/product/ichra/consultation', 1000, true],
  ['/contact-us', 1300, true],
] as const) {
  test(`${path} at ${width}px ${hidden ? 'hides' : 'shows'} the scheduler details`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
    await page.goto(path);
    await scrollToScheduler(page);
    const frame = page.locator('iframe[src^="https://calendly.com/"]');
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('hide_landing_page_details')).toBe(hidden ? '1' : null);
    expect(src.searchParams.get('hide_event_type_details')).toBe(hidden ? '1' : null);
    expect(src.searchParams.get('embed_type')).toBe('Inline');
    expect(src.searchParams.get('embed_domain')).toBe(new URL(page.url()).host);
    const box = await frame.boundingBox();
    expect(Math.round(box!.height)).toBe(630);
  });
}

const NEW_TAB = ui.scheduler.newTab;

/** The plain link to the calendar page beside the scheduler: present, visible, opening a new tab. */
async function expectCalendarLink(page: Page) {
  const link = page.getByRole('link', { name: NEW_TAB });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^https:\/\/calendly\.com\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  return link;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/product/ichra/consultation', '/contact-us']) {
    test(`${path} offers a plain link to the calendar page beside the 630px box`, async ({ page }) => {
      await page.goto(path);
      await expectCalendarLink(page);
      expect(await page.locator('.scheduler-box').evaluate((box) => box.clientHeight)).toBe(630);
      await expect(page.locator('.scheduler-box')).toHaveText(ui.scheduler.noScript, { useInnerText: true });
    });
  }
});

test('the calendar link stays, in the same place, once the widget loads', async ({ page }) => {
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
  await page.goto('/product/ichra/consultation');
  const link = await expectCalendarLink(page);
  const box = page.locator('.scheduler-box');
  const offset = async () => (await link.boundingBox())!.y - (await box.boundingBox())!.y;
  const before = await offset();
  await scrollToScheduler(page);
  await expect(page.locator('iframe[src^="https://calendly.com/"]')).toHaveCount(1);
  await expectCalendarLink(page);
  expect(await offset()).toBe(before);
});
