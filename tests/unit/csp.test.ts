import { describe, expect, it } from 'vitest';
import { cspDirectives, deployedPolicy } from '~/lib/csp';

describe('cspDirectives', () => {
  const directives = cspDirectives();
  const get = (name: string) => directives.find((d) => d.startsWith(`${name} `)) ?? '';
  it('allows frames only from Calendly and the video hosts', () => {
    expect(get('frame-src').split(' ').slice(1).sort()).toEqual(['https://calendly.com', 'https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
  });
  it('allows connections only to this site, the API hosts and the video hosts (a clicked poster asks whether its player loads)', () => {
    expect(get('connect-src')).toBe(
      "connect-src 'self' https://api-staging.salusion.com https://api-preprod.salusion.com https://api.salusion.com https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });
  it('never allows inline script', () => {
    expect(directives.join(';')).not.toMatch(/unsafe-inline/);
  });
});

describe('deployedPolicy', () => {
  const meta = "default-src 'self';script-src 'self' 'sha256-abc=';form-action 'self' https://app.salusion.com http://localhost:8080";
  const policy = deployedPolicy(meta);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
  it.each([
    ['keeps the page’s script hashes', 'script-src', "script-src 'self' 'sha256-abc='"],
    ['forbids framing, which a meta policy cannot', 'frame-ancestors', "frame-ancestors 'none'"],
    ['keeps the other directives', 'default-src', "default-src 'self'"],
  ])('%s', (_name, name, expected) => {
    expect(directive(name)).toBe(expected);
  });

  it('lets forms post only to deployed application hosts, never to a plain-http local one', () => {
    expect(directive('form-action')).toContain('https://app.salusion.com');
    expect(policy).not.toMatch(/http:\/\//);
    expect(policy.match(/form-action/g)).toHaveLength(1);
  });
});
