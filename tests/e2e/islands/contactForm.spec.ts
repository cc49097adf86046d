// The contact form: validation, sending, failures, and what happens when its code
// cannot run: it never submits or navigates, keeps every character and says how else to reach us.
import type { Page, Route } from '@playwright/test';
import { expect, failIslandCode, failed, hydrated, installClock, pauseClock, test } from '../fixtures';
import { site, ui, wordsBefore } from '../../support/words';

const CONTACT = /\/v1\/send\/webContact$/;

/** The form's words, from content/site/ui.json. */
const words = ui.contactForm;

/** What a visitor types, with characters a URL or a careless hand-over would mangle. */
const TYPED = { name: 'Zoë O’Brien', email: 'zoe@example.com', message: 'Line one & two?\nLine two — with “quotes” and #hash' };

/** Types TYPED into the three fields, as a visitor does, key by key. */
async function typeAll(page: Page) {
  await page.getByLabel(words.name, { exact: true }).pressSequentially(TYPED.name);
  await page.getByLabel(words.email, { exact: true }).pressSequentially(TYPED.email);
  await page.getByLabel(words.message, { exact: true }).pressSequentially(TYPED.message);
}

/** Tries every way to submit: Enter in each single-line field, and a real click on the button. */
async function trySubmitting(page: Page) {
  await page.getByLabel(words.name, { exact: true }).press('Enter');
  await page.getByLabel(words.email, { exact: true }).press('Enter');
  const button = (await page.getByRole('button', { name: words.submit }).boundingBox())!;
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
}

/** Asserts the page is where it was, with every character still in its field, and the other ways to reach the company shown. */
async function expectKeptWithAlternatives(page: Page, url: string, navigations: string[]) {
  expect(navigations).toEqual([]);
  expect(page.url()).toBe(url);
  await expect(page.getByLabel(words.name, { exact: true })).toHaveValue(TYPED.name);
  await expect(page.getByLabel(words.email, { exact: true })).toHaveValue(TYPED.email);
  await expect(page.getByLabel(words.message, { exact: true })).toHaveValue(TYPED.message);
  const note = page.locator('.contact-form').getByText(wordsBefore(words.noScript, 'email').trim());
  await expect(note).toBeVisible();
  const { address } = site.contactEmail;
  await expect(note.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
  const calendar = note.getByRole('link', { name: words.calendarLink });
  await expect(calendar).toHaveAttribute('href', /^https:\/\/calendly\.com\//);
  await expect(calendar).toHaveAttribute('target', '_blank');
  await expect(calendar).toHaveAttribute('rel', 'noopener');
}

/** Records every navigation request the page makes from now on. */
function recordNavigations(page: Page) {
  const navigations: string[] = [];
  // The page's own navigations only: the scheduler's frame loading beside the form is not one.
  page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && navigations.push(`${r.method()} ${r.url()}`));
  return navigations;
}

test('the form posts, and is never a GET that would put a message in a URL', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.locator('form.contact-form-island')).toHaveAttribute('method', 'post');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/contact-us', '/speak-with-an-hra-expert']) {
    test(`${path} never submits or changes the URL, keeps every character, and says how else to reach us`, async ({ page }) => {
      await page.goto(path);
      const url = page.url();
      const navigations = recordNavigations(page);
      await expect(page.getByRole('button', { name: words.submit })).toBeDisabled();
      await typeAll(page);
      await trySubmitting(page);
      await expectKeptWithAlternatives(page, url, navigations);
    });
  }
});

test('when its code fails to load, the form never submits or changes the URL, keeps every character, and says how else to reach us', async ({ page, api }) => {
  await page.addInitScript(() => document.addEventListener('submit', () => ((window as { submits?: number }).submits = ((window as { submits?: number }).submits ?? 0) + 1), true));
  await failIslandCode(page);
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const url = page.url();
  const navigations = recordNavigations(page);
  await typeAll(page);
  await failed(page, '.contact-form');
  await trySubmitting(page);
  expect(await page.evaluate(() => (window as { submits?: number }).submits ?? 0)).toBe(0);
  await expectKeptWithAlternatives(page, url, navigations);
  expect(api.bodiesTo('send/webContact')).toEqual([]);
});

test('text typed while the form hydrates on a slow network is exactly what gets sent', async ({ page, api }) => {
  // Slow 3G: 400 ms round trips, 50 KB/s; the island's code takes seconds to arrive.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 });
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const sentence = 'Hi, we have 12 employees and want an ICHRA. ';
  const message = page.getByLabel(words.message, { exact: true });
  await message.focus();
  // Type key by key until the island has hydrated, then a sentence more: hydration lands mid-typing.
  let typed = '';
  while ((await page.locator('.contact-form astro-island[ssr]').count()) > 0) {
    expect(typed.length, 'the form hydrates while the visitor types').toBeLessThan(4000);
    const key = sentence[typed.length % sentence.length]!;
    await page.keyboard.type(key);
    typed += key;
  }
  expect(typed.length).toBeGreaterThan(0);
  await page.keyboard.type(sentence);
  typed += sentence;
  await expect(message).toHaveValue(typed);
  await page.getByLabel(words.name, { exact: true }).fill('Ada');
  await page.getByLabel(words.email, { exact: true }).fill('ada@example.com');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByRole('button', { name: words.submit }).click();
  await expect.poll(() => api.bodiesTo('send/webContact')).toEqual([{ name: 'Ada', email: 'ada@example.com', message: typed.trim() }]);
});

/** Opens the page and hydrates the form the way a visitor does: by moving focus into it. */
async function openForm(page: Page, path = '/contact-us') {
  await page.goto(path);
  await page.getByLabel(words.name, { exact: true }).focus();
  await hydrated(page, '.contact-form');
  return page.locator('.contact-form');
}

async function fill(page: Page, name: string, email: string, message: string) {
  await page.getByLabel(words.name, { exact: true }).fill(name);
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.message, { exact: true }).fill(message);
}

test('the form is usable before hydration: labelled fields and a button', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByLabel(words.name, { exact: true })).toHaveAttribute('maxlength', '100');
  await expect(page.getByLabel(words.email, { exact: true })).toHaveAttribute('maxlength', '254');
  await expect(page.getByLabel(words.message, { exact: true })).toHaveAttribute('maxlength', '5000');
  await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
});

test('an empty form sends nothing, announces each error by its field and focuses the first', async ({ page, api }) => {
  await openForm(page);
  await page.getByRole('button', { name: words.submit }).click();
  for (const field of ['name', 'email', 'message'] as const) {
    const input = page.getByLabel(words[field], { exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(words.errors.required[field]);
  }
  expect(new Set(Object.values(words.errors.required)).size).toBe(3);
  await expect(page.getByLabel(words.name, { exact: true })).toBeFocused();
  expect(api.bodiesTo('send/webContact')).toEqual([]);
});

test('an invalid email blocks sending, and fixing it clears the error as you type', async ({ page, api }) => {
  await openForm(page);
  await fill(page, 'Ada', 'ada-at-example', 'Hello');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByLabel(words.email, { exact: true })).toHaveAccessibleDescription(words.errors.invalidEmail);
  await expect(page.getByLabel(words.email, { exact: true })).toBeFocused();
  await page.getByLabel(words.email, { exact: true }).fill('ada@example.com');
  await expect(page.getByLabel(words.email, { exact: true })).not.toHaveAttribute('aria-invalid');
  expect(api.bodiesTo('send/webContact')).toEqual([]);
});

test('a valid message is sent once even on a double click, then the form resets and thanks for 3 s', async ({ page, api }) => {
  // The call is held open until released, so the double click lands while the form is sending.
  let release: (() => void) | undefined;
  await page.route(CONTACT, async (route: Route) => {
    await new Promise<void>((r) => (release = r));
    api.requests.push(route.request());
    await route.fulfill({ status: 200, body: '{}' });
  });
  // The page starts with its clock stopped: only runFor moves time, so the 3-second note is
  // measured on the page's own clock, and the request's 15 s abort timer never runs out.
  await installClock(page);
  await pauseClock(page);
  await openForm(page);
  await fill(page, '  Ada Lovelace ', 'ada@example.com', 'Tell me about ICHRAs.\n');
  await page.getByRole('button', { name: words.submit }).dblclick();
  await expect(page.getByRole('button', { name: words.sending })).toBeDisabled();
  // While it sends, the fields are read-only: a correction typed now would be wiped by the reset.
  for (const label of [words.name, words.email, words.message]) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly');
  await page.getByLabel(words.message, { exact: true }).press('x');
  await expect(page.getByLabel(words.message, { exact: true })).toHaveValue('Tell me about ICHRAs.\n');
  await expect.poll(() => release !== undefined).toBe(true);
  release!();
  const note = page.getByRole('status');
  await page.clock.runFor(100);
  await expect(note).toHaveText(words.success);
  expect(api.bodiesTo('send/webContact')).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Tell me about ICHRAs.' }]);
  for (const label of [words.name, words.email, words.message]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('readonly');
  }
  await page.clock.runFor(2800);
  await expect(note).toHaveText(words.success);
  await page.clock.runFor(300);
  await expect(note).toHaveText('');
});

for (const [failure, handler] of [
  ['a 500 answer', (route: Route) => route.fulfill({ status: 500, body: 'oops' })],
  ['a network failure', (route: Route) => route.abort('failed')],
] as const) {
  test(`${failure} keeps every character typed and shows an alert`, async ({ page }) => {
    await page.route(CONTACT, handler);
    await openForm(page);
    await fill(page, 'Ada', 'ada@example.com', 'Line one\nLine two — with “quotes”');
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('alert')).toContainText(words.failure);
    await expect(page.getByLabel(words.name, { exact: true })).toHaveValue('Ada');
    await expect(page.getByLabel(words.email, { exact: true })).toHaveValue('ada@example.com');
    await expect(page.getByLabel(words.message, { exact: true })).toHaveValue('Line one\nLine two — with “quotes”');
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('button', { name: words.retry })).toBeVisible();
  });
}

test('a retry after a failure sends the kept message', async ({ page, api }) => {
  let fail = true;
  await page.route(CONTACT, async (route) => {
    api.requests.push(route.request());
    await (fail ? route.fulfill({ status: 503, body: '' }) : route.fulfill({ status: 204 }));
  });
  await openForm(page, '/speak-with-an-hra-expert');
  await fill(page, 'Ada', 'ada@example.com', 'Hello');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: words.retry }).click();
  // The form's own status: the HRA chooser under it has one too.
  await expect(page.locator('.contact-form').getByRole('status')).toHaveText(words.success);
  expect(api.bodiesTo('send/webContact')).toHaveLength(2);
});

test('a filled honeypot sends nothing', async ({ page, api }) => {
  await openForm(page);
  await fill(page, 'Bot', 'bot@example.com', 'spam');
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await page.getByRole('button', { name: words.submit }).click();
  // The submit handler would have called fetch before the click returned.
  expect(await api.fetched('send/webContact')).toEqual([]);
  await expect(page.getByRole('button', { name: words.submit })).toBeEnabled();
});
