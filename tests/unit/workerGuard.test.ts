// The deployed editor's Worker around Keystatic's answers (src/editor/workerGuard.ts), with
// Keystatic replaced by the answer each case needs: every answer carries the editor's headers, a
// thrown error included; a sign-in gets a state and a cookie holding it; and the callback reaches
// Keystatic only with both, so a sign-in cannot be forced on a visitor. tests/e2e/editorWorker.spec.ts
// checks the same on the built Worker.
import { describe, expect, it, vi } from 'vitest';
import { CALLBACK_PATH, editorAnswer, LOGIN_STATE_COOKIE } from '../../src/editor/workerGuard';
import { EDITOR_HEADERS, NOTHING_POLICY } from '../../src/editor/workerPolicy';

const ORIGIN = 'https://editor.example.com';
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
const stateCookie = (response: Response) => response.headers.getSetCookie().find((set) => set.startsWith(`${LOGIN_STATE_COOKIE}=`));

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
    expect(stateCookie(response)).toBe(`${LOGIN_STATE_COOKIE}=${state}; Path=${CALLBACK_PATH}; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
    expectEditorHeaders(response);
  });

  it('keeps the state Keystatic set to remember the page to return to', async () => {
    const response = await editorAnswer(request('/api/keystatic/github/login?from=branch/main'), keystatic(() => Response.redirect(`${AUTHORIZE}&state=0123456789abcdef0123`, 307)));
    expect(new URL(response.headers.get('location')!).searchParams.get('state')).toBe('0123456789abcdef0123');
    expect(stateCookie(response)).toMatch(new RegExp(`^${LOGIN_STATE_COOKIE}=0123456789abcdef0123;`));
  });

  it('gives every sign-in a new state', async () => {
    const states = await Promise.all(
      [1, 2].map(async () => new URL((await editorAnswer(request('/api/keystatic/github/login'), async () => Response.redirect(AUTHORIZE, 307))).headers.get('location')!).searchParams.get('state')),
    );
    expect(states[0]).not.toBe(states[1]);
  });

  it.each([
    ['no state cookie (a link someone else made)', `${CALLBACK_PATH}?code=theirs&state=abc`, undefined],
    ['another state than the cookie', `${CALLBACK_PATH}?code=theirs&state=abc`, `${LOGIN_STATE_COOKIE}=def`],
    ['no state at all', `${CALLBACK_PATH}?code=theirs`, `${LOGIN_STATE_COOKIE}=def`],
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
    const response = await editorAnswer(request(`${CALLBACK_PATH}?code=mine&state=abc`, `other=1; ${LOGIN_STATE_COOKIE}=abc`), next);
    expect(next).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    expect(stateCookie(response)).toMatch(new RegExp(`^${LOGIN_STATE_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0;`));
  });
});
