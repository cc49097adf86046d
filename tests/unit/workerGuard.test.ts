// The deployed editor's Worker around Keystatic's answers (src/editor/workerGuard.ts), with
// Keystatic replaced by the answer each case needs: every answer carries the editor's headers, a
// thrown error included; a sign-in gets a state and a cookie holding it; and the callback reaches
// Keystatic only with both, so a sign-in cannot be forced on a visitor. tests/e2e/editorWorker.spec.ts
// checks the same on the built Worker.
import { describe, expect, it, vi } from 'vitest';
import { CALLBACK_PATH, crossSiteForm, editorAnswer, LOGIN_STATE_COOKIE, stateCookieName } from '../../src/editor/workerGuard';
import { EDITOR_HEADERS, NOTHING_POLICY } from '../../src/editor/workerPolicy';

const ORIGIN = 'https://editor.example.com';
/** The state cookie's name over HTTPS, as the deployed editor is served. */
const COOKIE = stateCookieName(true);
const AUTHORIZE = 'https://github.com/login/oauth/authorize?client_id=Iv1.test&redirect_uri=x';

/** Keystatic's answer to one request, counted. */
const keystatic = (answer: () => Response) => vi.fn(async () => answer());

const request = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie ? { headers: { cookie } } : {});

/** Every header the editor's answers must carry, with the policy of an answer that is no editor page. */
function expectEditorHeaders(response: Response): void {
  for (const [name, value] of Object.entries(EDITOR_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('content-security-policy')).toBe(NOTHING_POLICY);
}

/** The state cookie an answer sets, as name=value and its attributes. */
const stateCookie = (response: Response) => response.headers.getSetCookie().find((set) => set.startsWith(`${COOKIE}=`));

describe('every answer of the editor Worker carries its headers', () => {
  it.each([
    ['Keystatic throws (GitHub answered with something other than JSON)', () => Promise.reject(new SyntaxError('Unexpected token < in JSON'))],
    ['Keystatic answers an error of its own', () => Promise.resolve(new Response('Authorization failed', { status: 401 }))],
    ['Keystatic redirects with immutable headers', () => Promise.resolve(Response.redirect(`${ORIGIN}/keystatic`, 307))],
  ])('%s', async (_case, next) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await editorAnswer(request('/api/keystatic/github/refresh-token'), next);
    expectEditorHeaders(response);
  });

  it('answers an error in words, not a bare 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await editorAnswer(request('/api/keystatic/github/refresh-token'), () => Promise.reject(new Error('boom')));
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/^The editor could not finish this\. Go back to the editor and try again/);
  });

  it('keeps the editor page’s own policy', async () => {
    const page = new Response('<html></html>', { headers: { 'content-security-policy': "default-src 'self'" } });
    const response = await editorAnswer(request('/keystatic'), async () => page);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('answers 404 to anything but the editor, without asking Keystatic', async () => {
    const next = keystatic(() => new Response('page'));
    const response = await editorAnswer(request('/pricing'), next);
    expect(response.status).toBe(404);
    expectEditorHeaders(response);
    expect(next).not.toHaveBeenCalled();
  });
});

describe('a sign-in ends only in the browser that started it', () => {
  it('sends the visitor to GitHub with a state, and a cookie holding the same state for the callback only', async () => {
    const response = await editorAnswer(request('/api/keystatic/github/login'), keystatic(() => Response.redirect(AUTHORIZE, 307)));
    const state = new URL(response.headers.get('location')!).searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{20}$/);
    expect(stateCookie(response)).toBe(`${COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
    expectEditorHeaders(response);
  });

  it('keeps the state Keystatic set to remember the page to return to', async () => {
    const response = await editorAnswer(request('/api/keystatic/github/login?from=branch/main'), keystatic(() => Response.redirect(`${AUTHORIZE}&state=0123456789abcdef0123`, 307)));
    expect(new URL(response.headers.get('location')!).searchParams.get('state')).toBe('0123456789abcdef0123');
    expect(stateCookie(response)).toMatch(new RegExp(`^${COOKIE}=0123456789abcdef0123;`));
  });

  it('gives every sign-in a new state', async () => {
    const states = await Promise.all(
      [1, 2].map(async () => new URL((await editorAnswer(request('/api/keystatic/github/login'), async () => Response.redirect(AUTHORIZE, 307))).headers.get('location')!).searchParams.get('state')),
    );
    expect(states[0]).not.toBe(states[1]);
  });

  it.each([
    ['no state cookie (a link someone else made)', `${CALLBACK_PATH}?code=theirs&state=abc`, undefined],
    ['another state than the cookie', `${CALLBACK_PATH}?code=theirs&state=abc`, `${COOKIE}=def`],
    ['no state at all', `${CALLBACK_PATH}?code=theirs`, `${COOKIE}=def`],
    // A cookie without the prefix is one a sibling subdomain could have set (cookie tossing).
    ['the state in a cookie without the __Host- prefix', `${CALLBACK_PATH}?code=theirs&state=abc`, `${LOGIN_STATE_COOKIE}=abc`],
    ['Keystatic’s “close” state of an app installation', `${CALLBACK_PATH}?code=theirs&state=close`, undefined],
  ])('refuses a callback with %s, before Keystatic exchanges the code', async (_case, path, cookie) => {
    const next = keystatic(() => new Response('signed in'));
    const response = await editorAnswer(request(path, cookie), next);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^This sign-in was not started in this browser/);
    expectEditorHeaders(response);
    expect(next).not.toHaveBeenCalled();
  });

  it('lets the callback of this browser’s sign-in through, then clears the cookie', async () => {
    const next = keystatic(() => Response.redirect(`${ORIGIN}/keystatic`, 307));
    const response = await editorAnswer(request(`${CALLBACK_PATH}?code=mine&state=abc`, `other=1; ${COOKIE}=abc`), next);
    expect(next).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    expect(stateCookie(response)).toMatch(new RegExp(`^${COOKIE}=; Path=/; Max-Age=0;`));
  });
});

describe('the state cookie is one only this host can set', () => {
  it.each([
    [true, `__Host-${LOGIN_STATE_COOKIE}`],
    [false, LOGIN_STATE_COOKIE],
  ])('over HTTPS (%s) it is named %s', (secure, name) => expect(stateCookieName(secure)).toBe(name));

  it('is set Secure, for the whole host and no Domain, as the __Host- prefix requires', async () => {
    const response = await editorAnswer(request('/api/keystatic/github/login'), keystatic(() => Response.redirect(AUTHORIZE, 307)));
    const set = stateCookie(response)!;
    expect(set).toMatch(/^__Host-/);
    expect(set.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/']));
    expect(set).not.toMatch(/Domain=/i);
  });

  it('is named without the prefix over plain HTTP (a local run), where a browser would refuse it', async () => {
    const response = await editorAnswer(new Request('http://127.0.0.1:8787/api/keystatic/github/login'), keystatic(() => Response.redirect(AUTHORIZE, 307)));
    expect(response.headers.getSetCookie().find((set) => set.startsWith(`${LOGIN_STATE_COOKIE}=`))).toMatch(/; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });
});

describe('a form another site sends is refused, with the editor\'s headers', () => {
  const post = (path: string, headers: Record<string, string>) => new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: 'a=1' });

  it.each([
    ['a form from another site', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, true],
    ['a multipart form from another site', { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }, true],
    ['plain text from another site', { origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' }, true],
    ['a POST with no origin and no type', {}, true],
    ['a form from the editor itself', { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, false],
    // JSON from another site needs the browser's preflight, which the Worker never allows.
    ['JSON from another site', { origin: 'https://evil.example', 'content-type': 'application/json' }, false],
  ])('%s: refused %s', (_case, headers, refused) => {
    expect(crossSiteForm(post('/api/keystatic/github/refresh-token', headers), new URL(ORIGIN))).toBe(refused);
  });

  it('answers it 403, in words, with the headers, without asking Keystatic', async () => {
    const next = keystatic(() => new Response('done'));
    const response = await editorAnswer(post('/api/keystatic/github/refresh-token', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }), next);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^This form was sent from another site/);
    expectEditorHeaders(response);
    expect(next).not.toHaveBeenCalled();
  });

  it('lets a safe method through whatever its origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(crossSiteForm(new Request(`${ORIGIN}/keystatic`, { method, headers: { origin: 'https://evil.example' } }), new URL(ORIGIN))).toBe(false);
  });

  it('answers 404 to a POST outside the editor, from any site', async () => {
    for (const origin of ['https://evil.example', ORIGIN]) {
      const next = keystatic(() => new Response('page'));
      const response = await editorAnswer(post('/', { origin, 'content-type': 'application/x-www-form-urlencoded' }), next);
      expect(response.status).toBe(404);
      expectEditorHeaders(response);
      expect(next).not.toHaveBeenCalled();
    }
  });
});
