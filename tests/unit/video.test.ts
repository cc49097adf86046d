import { describe, expect, it } from 'vitest';
import { embedUrl, VIDEO_TRACKING_PATH, videoLink, videoTrackingRecord } from '~/lib/video';

const ORIGIN = 'https://www.youtube-nocookie.com';

describe('video URLs', () => {
  it.each([
    ['youtube', 'dQw4w9WgXcQ', `${ORIGIN}/embed/dQw4w9WgXcQ?autoplay=1&mute=1&rel=0&playsinline=1`],
    ['vimeo', '76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&dnt=1&playsinline=1'],
  ] as const)('embeds %s from its privacy-preserving host, playing muted', (provider, id, url) => {
    expect(embedUrl(provider, id)).toBe(url);
  });

  it('escapes the id', () => {
    expect(videoLink('youtube', 'a/b?c')).toBe(`${ORIGIN}/embed/a%2Fb%3Fc`);
  });
});

describe('videoTrackingRecord', () => {
  const link = `${ORIGIN}/embed/abc`;
  it.each([
    ['/product/gchra', '?utm_source=ad', { url: '/product/gchra', video: encodeURIComponent(link), utm_source: 'ad', product: 'GCHRA' }],
    ['/product/ichra/video-guide', '', { url: '/product/ichra/video-guide', video: encodeURIComponent(link), product: 'ICHRA' }],
    ['/pricing', '?product=x', { url: '/pricing', video: encodeURIComponent(link) }],
    ['/product/ebhra', '?video=evil&url=evil', { url: '/product/ebhra', video: encodeURIComponent(link), product: 'EBHRA' }],
  ])('%s%s', (path, search, record) => {
    expect(videoTrackingRecord(path, search, link)).toEqual(record);
  });

  it('posts to one constant path', () => {
    expect(VIDEO_TRACKING_PATH).toBe('webpage/video');
  });
});
