import { describe, expect, it, vi } from 'vitest';
import { apiDelete, apiGet, apiPatch, apiPost, apiTrack, apiUpload, apiUrl } from '~/lib/api';

const BASE = 'https://api.example.test/v1/';

function stubFetch() {
  return vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
}

function lastCall(fetchImpl: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchImpl.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

describe('apiUrl', () => {
  it.each([
    ['webpage', `${BASE}webpage`],
    ['/webpage', `${BASE}webpage`],
    ['pipedrive/salusion/lead', `${BASE}pipedrive/salusion/lead`],
    ['https://other.test/x', 'https://other.test/x'],
  ])('%s → %s', (path, url) => {
    expect(apiUrl(path, BASE)).toBe(url);
  });
});

describe('JSON verbs', () => {
  it.each([
    ['GET', (f: typeof fetch, token?: string) => apiGet('things', { base: BASE, fetchImpl: f, token }), undefined],
    ['POST', (f: typeof fetch, token?: string) => apiPost('things', { a: 1 }, { base: BASE, fetchImpl: f, token }), '{"a":1}'],
    ['PATCH', (f: typeof fetch, token?: string) => apiPatch('things', { b: 2 }, { base: BASE, fetchImpl: f, token }), '{"b":2}'],
    ['DELETE', (f: typeof fetch, token?: string) => apiDelete('things', { base: BASE, fetchImpl: f, token }), undefined],
  ])('%s sends the method, the prefixed URL and the body', async (method, call, body) => {
    const fetchImpl = stubFetch();
    await call(fetchImpl);
    const { url, init, headers } = lastCall(fetchImpl);
    expect(url).toBe(`${BASE}things`);
    expect(init.method).toBe(method);
    expect(init.body).toBe(body);
    expect(headers['content-type']).toBe(body ? 'application/json' : undefined);
    expect(headers).not.toHaveProperty('authorization');
  });

  it('adds the bearer header only when a token is given', async () => {
    const fetchImpl = stubFetch();
    await apiGet('me', { base: BASE, fetchImpl, token: 'abc123' });
    expect(lastCall(fetchImpl).headers['authorization']).toBe('Bearer abc123');
    await apiGet('me', { base: BASE, fetchImpl, token: '' });
    expect(lastCall(fetchImpl).headers).not.toHaveProperty('authorization');
  });

  it('passes keepalive through for tracking calls', async () => {
    const fetchImpl = stubFetch();
    await apiPost('webpage', {}, { base: BASE, fetchImpl, keepalive: true });
    expect(lastCall(fetchImpl).init.keepalive).toBe(true);
  });
});

describe('apiUpload', () => {
  it('sends the file under "upload" with the name and payload fields', async () => {
    const fetchImpl = stubFetch();
    const file = new File(['a,b'], 'staff.csv', { type: 'text/csv' });
    await apiUpload('files', file, { name: 'renamed.csv', payload: { plan: 'ichra' } }, { base: BASE, fetchImpl, token: 't' });
    const { url, init, headers } = lastCall(fetchImpl);
    const form = init.body as FormData;
    expect(url).toBe(`${BASE}files`);
    expect(init.method).toBe('POST');
    expect((form.get('upload') as File).name).toBe('renamed.csv');
    expect(await (form.get('upload') as File).text()).toBe('a,b');
    expect(form.get('name')).toBe('renamed.csv');
    expect(form.get('plan')).toBe('ichra');
    expect(headers['authorization']).toBe('Bearer t');
    expect(headers).not.toHaveProperty('content-type');
  });

  it('omits the name field when none is given', async () => {
    const fetchImpl = stubFetch();
    await apiUpload('files', new File(['x'], 'a.csv'), {}, { base: BASE, fetchImpl });
    const form = lastCall(fetchImpl).init.body as FormData;
    expect(form.has('name')).toBe(false);
    expect((form.get('upload') as File).name).toBe('a.csv');
  });
});

describe('apiTrack', () => {
  it('posts the JSON record with keepalive, so it outlives the page', () => {
    const fetchImpl = stubFetch();
    apiTrack('webpage', { url: '/' }, BASE, fetchImpl);
    const { url, init, headers } = lastCall(fetchImpl);
    expect(url).toBe(`${BASE}webpage`);
    expect(init).toMatchObject({ method: 'POST', body: '{"url":"/"}', keepalive: true });
    expect(headers['content-type']).toBe('application/json');
  });

  it('swallows a failure: nothing reaches the visitor', async () => {
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    apiTrack('webpage', { url: '/' }, BASE, failing);
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
