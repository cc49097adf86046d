import { describe, expect, it } from 'vitest';
import { apiBaseFor, appOriginFor } from '~/lib/hosts';
import { learningCenterUrl, productionAppOrigin } from '~/lib/siteLinks';
import { siteConfig } from '~/lib/siteConfig';

describe('apiBaseFor picks the backend by host name', () => {
  it.each([
    ['localhost', siteConfig.api.staging],
    ['127.0.0.1', siteConfig.api.staging],
    ['staging.salusion.com', siteConfig.api.staging],
    ['STAGING.salusion.com', siteConfig.api.staging],
    ['preprod.salusion.com', siteConfig.api.preproduction],
    ['www.salusion.com', siteConfig.api.production],
    ['salusion.com', siteConfig.api.production],
    ['preview.some-cdn.example', siteConfig.api.production],
  ])('%s → %s', (host, base) => {
    expect(apiBaseFor(host)).toBe(base);
  });

  it('every base ends in /v1/', () => {
    for (const base of Object.values(siteConfig.api)) expect(base).toMatch(/\/v1\/$/);
  });
});

describe('appOriginFor adds the application prefix', () => {
  it.each([
    ['localhost', 'http://localhost:8080'],
    ['127.0.0.1', 'http://localhost:8080'],
    ['www.salusion.com', 'https://app.salusion.com'],
    ['salusion.com', 'https://app.salusion.com'],
    ['staging.salusion.com', 'https://app.staging.salusion.com'],
    ['preprod.salusion.com', 'https://app.preprod.salusion.com'],
  ])('%s → %s', (host, origin) => {
    expect(appOriginFor(host)).toBe(origin);
  });

  it('the static HTML carries the production application origin', () => {
    expect(productionAppOrigin()).toBe('https://app.salusion.com');
  });
});

describe('learningCenterUrl', () => {
  it('is the production site learning center', () => {
    expect(learningCenterUrl()).toBe('https://www.salusion.com/learning-center/');
  });
});
