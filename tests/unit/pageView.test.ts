import { describe, expect, it } from 'vitest';
import { buildPageView, PAGE_VIEW_PATH, productFromPath, VIDEO_TRACKING_PATH, videoPlayRecord } from '~/lib/pageView';

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

describe('videoPlayRecord: the page-view record plus the encoded video link', () => {
  const link = 'https://www.youtube-nocookie.com/embed/abc';
  it.each([
    ['/product/gchra', '?utm_source=ad', { url: '/product/gchra', video: encodeURIComponent(link), utm_source: 'ad', product: 'GCHRA' }],
    ['/product/ichra/video-guide', '', { url: '/product/ichra/video-guide', video: encodeURIComponent(link), product: 'ICHRA' }],
    ['/pricing', '?product=x', { url: '/pricing', video: encodeURIComponent(link) }],
    ['/product/ebhra', '?video=evil&url=evil', { url: '/product/ebhra', video: encodeURIComponent(link), product: 'EBHRA' }],
  ])('%s%s', (path, search, record) => {
    expect(videoPlayRecord(path, search, link)).toEqual(record);
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

it('posts each kind of call to its one constant path', () => {
  expect([PAGE_VIEW_PATH, VIDEO_TRACKING_PATH]).toEqual(['webpage', 'webpage/video']);
});
