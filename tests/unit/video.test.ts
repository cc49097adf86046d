import { describe, expect, it } from 'vitest';
import { embedUrl, VIDEO_TRACKING_PATH, videoLink, videoTrackingRecord } from '~/lib/video';

const ORIGIN = 'https://www.youtube-nocookie.com';

describe('video URLs', () => {
  it('embeds from the privacy-enhanced host, playing muted', () => {
    expect(embedUrl(ORIGIN, 'abc123')).toBe(`${ORIGIN}/embed/abc123?autoplay=1&mute=1&rel=0&playsinline=1`);
  });

  it('escapes the id', () => {
    expect(videoLink(ORIGIN, 'a/b?c')).toBe(`${ORIGIN}/embed/a%2Fb%3Fc`);
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
