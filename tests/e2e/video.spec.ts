// A video's poster is a link to the video on its provider's site. With a script, a click plays it in
// place: the muted autoplaying player takes the poster's box and the focus, and the play is tracked
// (never under Global Privacy Control). A player whose host cannot be reached leaves a visible
// "Watch on YouTube" link, never the browser's error page; without scripts the poster leads there.
import type { Page } from '@playwright/test';
import { startingWith, ui, videoTitles } from '../support/words';
import { watchRequests } from '../../scripts/lib/networkSettled';
import { expect, test } from './fixtures';
import { WITHOUT_SCRIPTS } from './withoutScripts';

const VIDEO_HOST = 'https://www.youtube-nocookie.com';
const WATCH_PAGE = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;

const PLAYER_PAGE = { contentType: 'text/html', body: '<title>stub player</title>' };
const stubPlayer = (page: Page) => page.route(`${VIDEO_HOST}/**`, (route) => route.fulfill(PLAYER_PAGE));
const poster = (page: Page) => page.getByRole('link', { name: startingWith(ui.video.play) });
const player = (page: Page) => page.locator(`video-poster iframe[src^="${VIDEO_HOST}/embed/"]`);

test('the poster is a link to the video, its image at the browser’s own priority so it never holds up the words above it', async ({ page }) => {
  await page.goto('/product/gchra');
  await expect(poster(page)).toHaveAttribute('href', WATCH_PAGE);
  // Lighthouse's largest-paint simulation waits for every image that is not low priority, so a
  // poster below the first screen marked high delayed the page's largest paint by a round trip.
  await expect(poster(page).locator('img')).not.toHaveAttribute('fetchpriority', /./);
  for (const watchOn of Object.values(ui.video.watchOn)) await expect(page.getByRole('link', { name: watchOn })).toHaveCount(0);
});

test('a click swaps in the muted autoplaying player in the same box, focuses it, and tracks the play', async ({ page, api }) => {
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(VIDEO_HOST)) videoRequests.push(r.url());
  });
  await stubPlayer(page);
  const network = watchRequests(page);
  await page.goto('/product/gchra?utm_source=newsletter');
  await poster(page).scrollIntoViewIfNeeded();
  await network.settled();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  const box = await page.locator('video-poster').boundingBox();

  await poster(page).click();
  await expect(player(page)).toBeFocused();
  await expect(player(page)).toHaveAttribute('src', /autoplay=1/);
  await expect(player(page)).toHaveAttribute('src', /mute=1/);
  await expect(player(page)).toHaveAttribute('title', videoTitles['gchra']!);
  await expect(poster(page)).toHaveCount(0);
  await expect(player(page)).toHaveCSS('opacity', '1');
  expect(await page.locator('video-poster').boundingBox()).toEqual(box);
  expect(await player(page).boundingBox()).toEqual(box);
  await expect.poll(() => api.bodiesTo('webpage/video').length).toBe(1);
  const src = (await player(page).getAttribute('src'))!;
  expect(api.bodiesTo('webpage/video')[0]).toEqual({
    url: '/product/gchra',
    video: encodeURIComponent(src.split('?')[0]!),
    utm_source: 'newsletter',
    // The product code of the page's path, upper-cased (src/lib/pageView.ts).
    product: 'gchra'.toUpperCase(),
  });
});

test('when the video host cannot be reached, the poster becomes a visible "Watch on YouTube" link, with the focus', async ({ page }) => {
  await page.route(`${VIDEO_HOST}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/product/ichra/video-guide');
  await poster(page).click();
  const watch = page.getByRole('link', { name: ui.video.watchOn.youtube, exact: true });
  await expect(watch).toBeVisible();
  await expect(watch).toBeFocused();
  await expect(watch).toHaveAttribute('href', WATCH_PAGE);
  await expect(page.locator('video-poster iframe')).toHaveCount(0);
  expect(page.frames().map((f) => f.url()).filter((url) => url.startsWith('chrome-error:'))).toEqual([]);
  // Now it is the plain link it always was.
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }));
  await watch.click();
  await expect(page).toHaveURL(WATCH_PAGE);
});

test('under Global Privacy Control the video plays and no call of any kind is sent', async ({ page, api }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await stubPlayer(page);
  await page.goto('/product/gchra');
  await poster(page).click();
  await expect(player(page)).toHaveCSS('opacity', '1');
  // The play call would be made in the click's own handler, before the player's host answered.
  expect((await api.fetched()).filter((call) => call.url.includes('/v1/'))).toEqual([]);
  // Leaving would send a page view that had not gone out yet.
  await page.goto('/terms-of-service');
  expect(api.requests).toEqual([]);
});

/**
 * Opens the GCHRA page with the player's document held back (the reachability request is answered),
 * plays the video, and checks the empty player took the focus. `arrive` lets the document through
 * and resolves once the player has loaded it.
 */
const playWithPlayerHeld = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${VIDEO_HOST}/**`, async (route) => {
    if (route.request().resourceType() === 'document') await held;
    await route.fulfill(PLAYER_PAGE);
  });
  await page.goto('/product/gchra');
  const loaded = page.waitForEvent('frameattached').then((frame) => frame.waitForLoadState('load'));
  await poster(page).click();
  await expect(player(page)).toBeFocused();
  return () => {
    release();
    return loaded;
  };
};

test('a player that lost the focus before its document arrived takes it again once loaded', async ({ page }) => {
  const arrive = await playWithPlayerHeld(page);
  await player(page).evaluate((frame) => frame.blur());
  await expect(player(page)).not.toBeFocused();
  await arrive();
  await expect(player(page)).toBeFocused();
});

test('a visitor who moves the focus before the player has loaded keeps it there', async ({ page }) => {
  const arrive = await playWithPlayerHeld(page);
  const elsewhere = page.getByRole('contentinfo').getByRole('link').first();
  await elsewhere.focus();
  await arrive();
  await expect(elsewhere).toBeFocused();
});

declare global {
  interface Window {
    videoEvents: string[];
  }
}

for (const path of ['/product/ichra/video-guide', '/product/ichra/reimbursement-options', '/product/ichra-vs-qsehra']) {
  test(`${path} never autoplays: no player until the click`, async ({ page }) => {
    await stubPlayer(page);
    // Logs, in order, the visitor's first press and every player that enters the page.
    await page.addInitScript(() => {
      window.videoEvents = [];
      addEventListener('pointerdown', () => window.videoEvents.push('press'), { capture: true, once: true });
      new MutationObserver((records) => {
        for (const node of records.flatMap((r) => [...r.addedNodes])) {
          if (node instanceof Element && (node.matches('iframe') || node.querySelector('iframe'))) window.videoEvents.push('player');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const network = watchRequests(page);
    await page.goto(path);
    await poster(page).scrollIntoViewIfNeeded();
    await network.settled();
    await poster(page).click();
    await expect(player(page)).toBeAttached();
    expect(await page.evaluate(() => window.videoEvents)).toEqual(['press', 'player']);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the poster leads to the video on its provider’s site', async ({ page }) => {
    await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }));
    await page.goto('/product/ebhra');
    await poster(page).click();
    await expect(page).toHaveURL(WATCH_PAGE);
  });
});

test('with every script file answering 404 the poster still plays in place: its script is inline', async ({ page }) => {
  await WITHOUT_SCRIPTS.find((mode) => mode.javaScriptEnabled)!.prepare(page);
  await stubPlayer(page);
  await page.goto('/product/ebhra');
  await poster(page).click();
  await expect(player(page)).toBeFocused();
});
