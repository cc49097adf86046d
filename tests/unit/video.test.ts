import { describe, expect, it } from 'vitest';
import { embedUrl, videoLink, watchUrl } from '~/lib/video';

const ORIGIN = 'https://www.youtube-nocookie.com';

describe('video URLs', () => {
  it.each([
    ['youtube', 'dQw4w9WgXcQ', `${ORIGIN}/embed/dQw4w9WgXcQ?autoplay=1&mute=1&rel=0&playsinline=1`],
    ['vimeo', '76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&dnt=1&playsinline=1'],
  ] as const)('embeds %s from its privacy-preserving host, playing muted', (provider, id, url) => {
    expect(embedUrl(provider, id)).toBe(url);
  });

  it.each([
    ['youtube', 'dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['vimeo', '76979871', 'https://vimeo.com/76979871'],
  ] as const)('links a %s poster to the video on the provider’s own site', (provider, id, url) => {
    expect(watchUrl(provider, id)).toBe(url);
  });

  it('escapes the id', () => {
    expect(videoLink('youtube', 'a/b?c')).toBe(`${ORIGIN}/embed/a%2Fb%3Fc`);
    expect(watchUrl('youtube', 'a&b')).toBe('https://www.youtube.com/watch?v=a%26b');
  });
});
