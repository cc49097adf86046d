import type { Page, Route } from '@playwright/test';
import { expect, installClock, pauseClock, test } from '../fixtures';

const CONTACT = /\/v1\/send\/webContact$/;

/** Opens the page and hydrates the form the way a visitor does: by moving focus into it. */
async function openForm(page: Page, path = '/contact-us') {
  await page.goto(path);
  await page.getByLabel('Name', { exact: true }).focus();
  await page.waitForFunction(() => document.querySelector('.contact-form astro-island[ssr]') === null);
  return page.locator('.contact-form');
}

async function fill(page: Page, name: string, email: string, message: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message', { exact: true }).fill(message);
}

test('the form is usable before hydration: labelled fields and a button', async ({ page, api: _api }) => {
  await page.goto('/contact-us');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('maxlength', '100');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('maxlength', '254');
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('maxlength', '5000');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('an empty form sends nothing, announces each error and focuses the first', async ({ page, api }) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const label of ['Name', 'Email', 'Message']) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please fill in this field.');
  }
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  expect(api.bodiesTo('send/webContact')).toEqual([]);
});

test('an invalid email blocks sending, and fixing it clears the error as you type', async ({ page, api }) => {
  await openForm(page);
  await fill(page, 'Ada', 'ada-at-example', 'Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter an email address like name@example.com.');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid');
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
  await page.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect.poll(() => release !== undefined).toBe(true);
  release!();
  const note = page.getByRole('status');
  await page.clock.runFor(100);
  await expect(note).toHaveText('Message sent successfully. We will respond to you shortly.');
  expect(api.bodiesTo('send/webContact')).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Tell me about ICHRAs.' }]);
  for (const label of ['Name', 'Email', 'Message']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await page.clock.runFor(2800);
  await expect(note).toHaveText('Message sent successfully. We will respond to you shortly.');
  await page.clock.runFor(300);
  await expect(note).toHaveText('');
});

for (const [failure, handler] of [
  ['a 500 answer', (route: Route) => route.fulfill({ status: 500, body: 'oops' })],
  ['a network failure', (route: Route) => route.abort('failed')],
] as const) {
  test(`${failure} keeps every character typed and shows an alert`, async ({ page, api: _api }) => {
    await page.route(CONTACT, handler);
    await openForm(page);
    await fill(page, 'Ada', 'ada@example.com', 'Line one\nLine two — with “quotes”');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('could not be sent');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Line one\nLine two — with “quotes”');
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
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
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status')).toHaveText('Message sent successfully. We will respond to you shortly.');
  expect(api.bodiesTo('send/webContact')).toHaveLength(2);
});

test('a filled honeypot sends nothing', async ({ page, api }) => {
  await openForm(page);
  await fill(page, 'Bot', 'bot@example.com', 'spam');
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The submit handler would have called fetch before the click returned.
  expect(await api.fetched('send/webContact')).toEqual([]);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
