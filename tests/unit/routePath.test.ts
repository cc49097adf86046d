import { describe, expect, it } from 'vitest';
import { routePath } from '~/lib/routePath';

describe('routePath', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/pricing.html', '/pricing'],
    ['/product/ichra/adp.html', '/product/ichra/adp'],
    ['/product/ichra/', '/product/ichra'],
  ])('%s → %s', (input, output) => {
    expect(routePath(input)).toBe(output);
  });
});
