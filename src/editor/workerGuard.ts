// What the deployed editor's Worker does around Keystatic's answers: it answers only Keystatic's
// page and API (anything else, a POST to / too, is 404); it refuses a form another site sends (the
// check Astro would make before any middleware, whose 403 would carry none of the editor's headers:
// astro.editor.config.mjs turns Astro's off); every answer, an error's too, carries the editor's
// headers; and a sign-in must end in the browser that started it. Keystatic's GitHub sign-in sends
// no `state` to check (it sets one only to remember which page to return to, and never compares
// it), so anyone could send a visitor to the callback with the attacker's own GitHub code and sign
// them in as the attacker (login CSRF). The Worker sets a cookie with the state when it sends the
// visitor to GitHub, and the callback goes on to Keystatic only with that cookie and the same state.
// Over HTTPS the cookie's name has the `__Host-` prefix, so the browser takes it only from this
// host, set Secure with Path=/ and no Domain: a page on a sibling subdomain cannot plant its own.
import { EDITOR_HEADERS, EDITOR_PATHS, NOTHING_POLICY } from './workerPolicy.ts';

/** The cookie that holds the state of a sign-in this browser started, as named over plain HTTP (a local run). */
export const LOGIN_STATE_COOKIE = 'salusion-editor-sign-in';

/** The state cookie's name: over HTTPS with the `__Host-` prefix, which only this host can set. */
export function stateCookieName(secure: boolean): string {
  return secure ? `__Host-${LOGIN_STATE_COOKIE}` : LOGIN_STATE_COOKIE;
}

/** Methods a form cannot change anything with; Astro's origin check lets them through too. */
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** The content types a plain HTML form can send, which need no preflight from another site. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Whether `request` is a form another site sent: a method that changes things, from another origin,
 * with a form's content type (or none). The check Astro makes (`security.checkOrigin`), made here so
 * its answer carries the editor's headers and comes after the 404 of a path outside the editor.
 */
export function crossSiteForm(request: Request, url: URL): boolean {
  if (SAFE_METHODS.includes(request.method) || request.headers.get('origin') === url.origin) return false;
  const type = request.headers.get('content-type')?.toLowerCase();
  return type === undefined || FORM_TYPES.some((form) => type.includes(form));
}

/** Where GitHub's sign-in starts and where it sends the visitor back. */
const GITHUB_AUTHORIZE = 'https://github.com/login/oauth/authorize';
export const CALLBACK_PATH = '/api/keystatic/github/oauth/callback';

/** How long a started sign-in may take on GitHub's side, in seconds. */
const SIGN_IN_SECONDS = 600;

/** A plain-text answer in words an editor can act on. */
const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A fresh random state: 20 hexadecimal digits, as Keystatic's own. */
function newState(): string {
  return [...crypto.getRandomValues(new Uint8Array(10))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The value of the cookie `name` the request carries. */
function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The state cookie for `state` (empty and expired to clear it); over HTTPS `__Host-`, so Secure, Path=/ and no Domain. */
function stateCookie(state: string, secure: boolean): string {
  const age = state ? SIGN_IN_SECONDS : 0;
  return `${stateCookieName(secure)}=${state}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A redirect to GitHub's sign-in with a state, and the cookie that lets the callback check it.
 * Keystatic's own state (which names the page to return to) is kept when it set one.
 */
function startSignIn(response: Response, location: URL, secure: boolean): Response {
  const state = location.searchParams.get('state') ?? newState();
  location.searchParams.set('state', state);
  response.headers.set('location', location.href);
  response.headers.append('set-cookie', stateCookie(state, secure));
  return response;
}

/** Why the callback `url` must not go on to Keystatic, if it must not: a state this browser did not start. */
function forgedCallback(request: Request, url: URL): Response | undefined {
  const state = url.searchParams.get('state');
  const expected = cookie(request, stateCookieName(url.protocol === 'https:'));
  if (state && expected && state === expected) return undefined;
  return plain(403, 'This sign-in was not started in this browser, so the editor refused it. Open the editor and press "Log in with GitHub" again.');
}

/** `answer` with the editor's headers, which every answer carries. */
function withEditorHeaders(answer: Response): Response {
  // A redirect made with Response.redirect has immutable headers, so the answer is copied.
  const response = new Response(answer.body, answer);
  for (const [name, value] of Object.entries(EDITOR_HEADERS)) response.headers.set(name, value);
  if (!response.headers.has('content-security-policy')) response.headers.set('content-security-policy', NOTHING_POLICY);
  return response;
}

/** What the editor Worker answers to `request`, where `next` gives Keystatic's own answer. */
async function answerTo(request: Request, url: URL, next: () => Promise<Response>): Promise<Response> {
  if (!EDITOR_PATHS.test(url.pathname)) return plain(404, 'Not Found');
  if (crossSiteForm(request, url)) return plain(403, 'This form was sent from another site, so the editor refused it. Open the editor and try again there.');
  const callback = url.pathname === CALLBACK_PATH;
  if (callback) {
    const refused = forgedCallback(request, url);
    if (refused) return refused;
  }
  let answer: Response;
  try {
    // Copied, so its headers can change (Response.redirect makes them immutable).
    const keystatic = await next();
    answer = new Response(keystatic.body, keystatic);
  } catch (error) {
    // Keystatic throws on what it does not expect, such as GitHub answering with something other than JSON.
    console.error(error);
    return plain(500, 'The editor could not finish this. Go back to the editor and try again; if it happens again, tell the team.');
  }
  const secure = url.protocol === 'https:';
  const location = answer.headers.get('location');
  if (location?.startsWith(`${GITHUB_AUTHORIZE}?`)) return startSignIn(answer, new URL(location), secure);
  // The sign-in it started is over, whatever GitHub said.
  if (callback) answer.headers.append('set-cookie', stateCookie('', secure));
  return answer;
}

/**
 * The editor Worker's answer to `request`: Keystatic's (`next`), but only for the editor's paths,
 * only for a sign-in this browser started, and with the editor's headers on every answer.
 */
export async function editorAnswer(request: Request, next: () => Promise<Response>): Promise<Response> {
  return withEditorHeaders(await answerTo(request, new URL(request.url), next));
}
