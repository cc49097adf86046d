import { describe, expect, it } from 'vitest';
import { cspDirectives } from '~/lib/csp';

describe('cspDirectives', () => {
  const directives = cspDirectives();
  const get = (name: string) => directives.find((d) => d.startsWith(`${name} `)) ?? '';
  it('allows frames only from Calendly and the video host', () => {
    expect(get('frame-src').split(' ').slice(1).sort()).toEqual(['https://calendly.com', 'https://www.youtube-nocookie.com']);
  });
  it('allows connections only to this site and the API hosts', () => {
    expect(get('connect-src')).toBe(
      "connect-src 'self' https://api-staging.salusion.com https://api-preprod.salusion.com https://api.salusion.com",
    );
  });
  it('never allows inline script', () => {
    expect(directives.join(';')).not.toMatch(/unsafe-inline/);
  });
});
