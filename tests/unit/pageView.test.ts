import { describe, expect, it } from 'vitest';
import { buildPageView, productFromPath } from '~/lib/pageView';

describe('buildPageView', () => {
  it.each([
    ['/', '', { url: '/' }],
    ['/pricing', '', { url: '/pricing' }],
    ['/pricing', '?utm_source=ad&ref=7', { url: '/pricing', utm_source: 'ad', ref: '7' }],
    ['/product/ichra', '', { url: '/product/ichra', product: 'ICHRA' }],
    ['/product/qsehra/compare-pricing', '?utm_campaign=x', { url: '/product/qsehra/compare-pricing', utm_campaign: 'x', product: 'QSEHRA' }],
    ['/calendly', '', { url: '/calendly' }],
    ['/product/ichra', '?url=/evil&product=FAKE', { url: '/product/ichra', product: 'ICHRA' }],
    ['/pricing', '?product=FAKE', { url: '/pricing' }],
  ])('%s%s', (path, search, record) => {
    expect(buildPageView(path, search)).toEqual(record);
  });
});

describe('productFromPath', () => {
  it.each([
    ['/product/ebhra', 'EBHRA'],
    ['/product/gchra/', 'GCHRA'],
    ['/products/ichra', undefined],
    ['/contact-us', undefined],
  ])('%s → %s', (path, product) => {
    expect(productFromPath(path)).toBe(product);
  });
});
