import { expect, test } from './fixtures';

const VIDEO_HOST = 'https://www.youtube-nocookie.com';

test('a poster becomes a muted autoplaying player on click, and the play is tracked', async ({ page, api }) => {
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(VIDEO_HOST)) videoRequests.push(r.url());
  });
  await page.route(`${VIDEO_HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub player</title>' }));
  await page.goto('/product/gchra?utm_source=newsletter');
  const play = page.getByRole('button', { name: /^Play video:/ });
  await play.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await play.click();
  const frame = page.locator(`iframe[src^="${VIDEO_HOST}/embed/"]`);
  await expect(frame).toHaveAttribute('src', /autoplay=1/);
  await expect(frame).toHaveAttribute('src', /mute=1/);
  await expect.poll(() => api.bodiesTo('webpage/video').length).toBe(1);
  const src = (await frame.getAttribute('src'))!;
  expect(api.bodiesTo('webpage/video')[0]).toEqual({
    url: '/product/gchra',
    video: encodeURIComponent(src.split('?')[0]!),
    utm_source: 'newsletter',
    product: 'GCHRA',
  });
});

declare global {
  interface Window {
    videoEvents: string[];
  }
}

for (const path of ['/product/ichra/video-guide', '/product/ichra/reimbursement-options', '/product/ichra-vs-qsehra']) {
  test(`${path} never autoplays: no player until the click`, async ({ page, api: _api }) => {
    await page.route(`${VIDEO_HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub player</title>' }));
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
    await page.goto(path);
    const play = page.getByRole('button', { name: /^Play video:/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await play.click();
    await expect(page.locator(`iframe[src^="${VIDEO_HOST}/embed/"]`)).toBeAttached();
    expect(await page.evaluate(() => window.videoEvents)).toEqual(['press', 'player']);
  });
}
