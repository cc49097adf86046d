// The deployed editor (`npm run build:editor`) as Cloudflare runs it: the built Worker served by
// wrangler's local runtime, offline, with test values for the GitHub App's secrets. It answers
// Keystatic's page and sign-in alone, every answer carries noindex and a policy (an error's too), a
// sign-in ends only in the browser that started it, and Keystatic's interface runs in Chromium
// under that policy, up to a save that GitHub commits to a new branch. GitHub is never reached: its
// sign-in page and the API calls Keystatic makes are stubbed (scripts/lib/githubStub.ts), and so is
// every request the Worker itself sends out (`github` below).
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startEditorWorker, type EditorSecrets } from '../../scripts/lib/editorWorker';
import type { WranglerServer } from '../../scripts/lib/wrangler';
import { checkContent } from '../../scripts/lib/contentCheck';
import { EDITOR_BRANCH_PREFIX, EDITOR_REPOSITORY } from '../../src/editor/storage';
import { EDITOR_DIRECTIVES, EDITOR_HEADERS, NO_INDEX, NOTHING_POLICY } from '../../src/editor/workerPolicy';
import { CALLBACK_PATH, LOGIN_STATE_COOKIE } from '../../src/editor/workerGuard';
import { typeOver } from '../../scripts/lib/editorText';
import { copyProject } from '../../scripts/lib/projectCopy';
import { plainSentence } from '../support/words';
import { MAIN_COMMIT, stubGitHub } from '../../scripts/lib/githubStub';
import { checkOf, checksState, type RollupContext } from '../../src/editor/branchPreview';
import { checksSentence } from '../../src/editor/branchStatus';

const secrets: EditorSecrets = {
  KEYSTATIC_GITHUB_CLIENT_ID: `Iv1.test${randomBytes(4).toString('hex')}`,
  KEYSTATIC_GITHUB_CLIENT_SECRET: randomBytes(20).toString('hex'),
  KEYSTATIC_SECRET: randomBytes(32).toString('hex'),
};

/** What GitHub answers the Worker's own requests in the test running now, and the requests it got. */
const github = { answer: (_request: Request): Response => new Response('not stubbed', { status: 502 }), asked: [] as string[] };

const test = base.extend<object, { worker: WranglerServer }>({
  worker: [
    async ({}, use) => {
      const worker = await startEditorWorker(secrets, {
        github: (request) => {
          github.asked.push(request.url);
          return github.answer(request);
        },
      });
      await use(worker);
      await worker.stop();
    },
    // As the CDN's: a cold wrangler on a busy 2-core machine can pass the default 30 s fixture budget.
    { scope: 'worker', timeout: 90_000 },
  ],
});

// One worker, one wrangler.
test.describe.configure({ mode: 'default' });

const get = (worker: WranglerServer, path: string) => fetch(worker.origin + path, { redirect: 'manual' });

/** The policy's directives by name. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d]),
  );
}

test('/keystatic answers 200 with the editor page, its policy and noindex', async ({ worker }) => {
  for (const path of ['/keystatic', '/keystatic/collection/pages/item/terms-of-service']) {
    const response = await get(worker, path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    for (const [name, value] of Object.entries(EDITOR_HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    for (const directive of EDITOR_DIRECTIVES) expect(policy.get(directive.split(' ')[0]!), path).toBe(directive);
    // Astro's own inline scripts by hash; Keystatic's run-time styles need inline styles.
    expect(policy.get('script-src'), path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy.get('style-src'), path).toContain("'unsafe-inline'");
    expect(await response.text(), path).toContain('astro-island');
  }
});

test.beforeEach(() => {
  github.asked = [];
  github.answer = () => new Response('not stubbed', { status: 502 });
});

/** Every header the Worker's answers carry, with the policy of an answer that is no editor page. */
function expectEditorHeaders(response: Response): void {
  for (const [name, value] of Object.entries(EDITOR_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('content-security-policy')).toBe(NOTHING_POLICY);
}

/** Starts a sign-in as a browser would: the state it sends to GitHub, and the cookie the Worker set with it. */
async function signInStarted(worker: WranglerServer): Promise<{ state: string; cookie: string }> {
  const response = await get(worker, '/api/keystatic/github/login');
  const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const cookie = response.headers.getSetCookie().find((set) => set.startsWith(`${LOGIN_STATE_COOKIE}=`))?.split(';')[0] ?? '';
  return { state, cookie };
}

/** GitHub's callback to the Worker with `code` and `state`, from a browser holding `cookie`. */
const callback = (worker: WranglerServer, code: string, state: string, cookie?: string) =>
  fetch(`${worker.origin}${CALLBACK_PATH}?code=${code}&state=${state}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

test('signing in redirects to GitHub with the configured client id, this host’s callback and a state, which a cookie holds', async ({ worker }) => {
  const response = await get(worker, '/api/keystatic/github/login');
  expect(response.status).toBe(307);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(location.searchParams.get('client_id')).toBe(secrets.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(location.searchParams.get('redirect_uri')).toBe(`${worker.origin}${CALLBACK_PATH}`);
  const state = location.searchParams.get('state');
  expect(state).toMatch(/^[0-9a-f]{20}$/);
  expect(response.headers.getSetCookie()).toContain(`${LOGIN_STATE_COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`);
  expectEditorHeaders(response);
});

test('a sign-in this browser did not start is refused, with the editor’s headers, before GitHub is asked for a token', async ({ worker }) => {
  const { state, cookie } = await signInStarted(worker);
  // An attacker's own code and state, sent to a visitor with no cookie, or with the cookie of another sign-in.
  for (const [theirState, visitorCookie] of [[state, undefined], ['0123456789abcdef0123', cookie]] as const) {
    const response = await callback(worker, 'attackers-code', theirState, visitorCookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^This sign-in was not started in this browser/);
    expect(response.headers.getSetCookie().some((set) => set.startsWith('keystatic-gh-access-token='))).toBe(false);
    expectEditorHeaders(response);
  }
  expect(github.asked).toEqual([]);
});

test('GitHub answering the sign-in with something other than JSON gives a page in words, with the editor’s headers', async ({ worker }) => {
  github.answer = () => new Response('<html>Unicorn!</html>', { headers: { 'content-type': 'text/html' } });
  const { state, cookie } = await signInStarted(worker);
  const response = await callback(worker, 'good-code', state, cookie);
  expect(github.asked).toEqual([expect.stringMatching(/^https:\/\/github\.com\/login\/oauth\/access_token\?/)]);
  expect(response.status).toBe(500);
  expect(await response.text()).toMatch(/^The editor could not finish this\. Go back to the editor and try again/);
  expectEditorHeaders(response);
});

test('the sign-in this browser started signs the editor in, and its state cookie is cleared', async ({ worker }) => {
  const token = { access_token: 'test-token', expires_in: 28800, refresh_token: 'test-refresh', refresh_token_expires_in: 15897600, scope: '', token_type: 'bearer' };
  github.answer = () => Response.json(token);
  const { state, cookie } = await signInStarted(worker);
  const response = await callback(worker, 'good-code', state, cookie);
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe('/keystatic');
  const cookies = response.headers.getSetCookie();
  expect(cookies.some((set) => set.startsWith('keystatic-gh-access-token=test-token;'))).toBe(true);
  expect(cookies.some((set) => set.startsWith(`${LOGIN_STATE_COOKIE}=;`) && set.includes('Max-Age=0'))).toBe(true);
  expectEditorHeaders(response);
});

// The site's pages and files, Astro's image endpoint, look-alike paths and unknown editor API calls.
for (const path of ['/', '/pricing', '/robots.txt', '/favicon.svg', '/_image?href=/x.png', '/keystatic-old', '/api/other', '/api/keystatic/unknown']) {
  test(`${path} answers 404, with noindex and a policy that allows nothing`, async ({ worker }) => {
    const response = await get(worker, path);
    expect(response.status).toBe(404);
    expectEditorHeaders(response);
  });
}

/** A form posted to `path` from `origin`, as a browser sends one. */
const postForm = (worker: WranglerServer, path: string, origin: string) =>
  fetch(worker.origin + path, { method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });

test('a form another site posts to the editor is refused with a 403 that carries the editor’s headers', async ({ worker }) => {
  for (const path of ['/keystatic', '/api/keystatic/github/refresh-token']) {
    const response = await postForm(worker, path, 'https://evil.example');
    expect(response.status, path).toBe(403);
    expect(await response.text()).toMatch(/^This form was sent from another site/);
    expectEditorHeaders(response);
  }
  expect(github.asked).toEqual([]);
});

test('a POST outside the editor answers 404, with the editor’s headers, from any site', async ({ worker }) => {
  for (const origin of ['https://evil.example', worker.origin]) {
    const response = await postForm(worker, '/', origin);
    expect(response.status, origin).toBe(404);
    expectEditorHeaders(response);
  }
});

test('the editor’s static scripts carry noindex too', async ({ worker }) => {
  const page = await (await get(worker, '/keystatic')).text();
  const scripts = [...page.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map(([, src]) => src!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const response = await get(worker, src);
    expect(response.status, src).toBe(200);
    expect(response.headers.get('x-robots-tag'), src).toBe(NO_INDEX);
  }
});

/** Collects every policy violation `page` reports, from its event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  // The font stylesheet the interface links, as a stand-in.
  await page.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  return violations;
}

test('Keystatic’s interface runs under the policy: a signed-out editor logs in with GitHub, with no violation', async ({ page, worker }) => {
  const violations = await watchViolations(page);
  await page.goto(`${worker.origin}/keystatic`);
  const signIn = page.waitForRequest((request) => request.url().startsWith('https://github.com/login/oauth/authorize?'));
  await page.getByRole('button', { name: 'Log in with GitHub' }).click();
  // The page itself goes to GitHub through the Worker's sign-in route. Its answer is not stubbed: the
  // headless shell does not hand a redirect's target to the test's routes, and GitHub is out of reach.
  const request = await signIn;
  expect(request.isNavigationRequest() && request.frame() === page.mainFrame()).toBe(true);
  expect(request.redirectedFrom()?.url()).toBe(`${worker.origin}/api/keystatic/github/login`);
  expect(new URL(request.url()).searchParams.get('client_id')).toBe(secrets.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(violations).toEqual([]);
});

/** A sentence the editor types over, read from the Terms, and what it types. */
const OLD_SENTENCE = plainSentence('/terms-of-service');
const NEW_SENTENCE = 'This sentence was rewritten in the editor.';

test('a signed-in editor changes the Terms and saves: main is protected, so the change is committed to a new content/ branch, whose pull request the dashboard offers', async ({ page, worker }) => {
  const violations = await watchViolations(page);
  const github = await stubGitHub(page, EDITOR_REPOSITORY);
  await page.context().addCookies([{ name: 'keystatic-gh-access-token', value: 'test-token', url: worker.origin }]);
  await page.goto(`${worker.origin}/keystatic/branch/main/collection/pages/item/terms-of-service`);
  await typeOver(page, OLD_SENTENCE, NEW_SENTENCE);
  await page.getByRole('button', { name: 'Save' }).click();
  // GitHub refuses the commit to main; Keystatic asks for a branch, named after the prefix.
  await page.getByRole('textbox', { name: 'Branch name' }).fill('terms-fees');
  await page.getByRole('button', { name: 'Create branch and save' }).click();
  await expect.poll(() => github.commits.length).toBe(1);

  const branch = `${EDITOR_BRANCH_PREFIX}terms-fees`;
  expect(github.branchesCreated).toEqual([branch]);
  const [commit] = github.commits;
  expect(commit!.branch).toBe(branch);
  expect(commit!.expectedHeadOid).toBe(MAIN_COMMIT);
  const terms = commit!.files.get('content/pages/terms-of-service.mdx');
  expect(terms).toContain(NEW_SENTENCE);
  expect(terms).not.toContain(OLD_SENTENCE);
  const work = copyProject('editor-github');
  try {
    writeFileSync(join(work, 'content/pages/terms-of-service.mdx'), terms!);
    expect(checkContent(work)).toEqual([]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // The editors' guide's next step: the dashboard offers the branch's pull request on GitHub.
  await page.context().route('https://github.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>New pull request (stub)</title>' }));
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const gitHubTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Create pull request' }).click();
  expect((await gitHubTab).url()).toBe(`https://github.com/${EDITOR_REPOSITORY.owner}/${EDITOR_REPOSITORY.name}/pull/new/${branch}`);
  expect(violations).toEqual([]);
});

test('on a content/ branch, each screen says where the change stands: the checks GitHub reports on its latest commit, and the page of one that failed', async ({ page, worker }) => {
  const violations = await watchViolations(page);
  const branch = `${EDITOR_BRANCH_PREFIX}terms-fees`;
  const github = await stubGitHub(page, EDITOR_REPOSITORY, [branch]);
  const pages: RollupContext = { __typename: 'StatusContext', context: 'Cloudflare Pages', state: 'SUCCESS', targetUrl: 'https://dash.cloudflare.com/pages/build' };
  github.checks = [{ __typename: 'CheckRun', name: 'test', status: 'IN_PROGRESS', conclusion: null, detailsUrl: null }, pages];
  await page.context().addCookies([{ name: 'keystatic-gh-access-token', value: 'test-token', url: worker.origin }]);
  await page.goto(`${worker.origin}/keystatic/branch/${encodeURIComponent(branch)}/collection/pages/item/terms-of-service`);
  const line = page.getByText(`On the branch ${branch}.`);
  await line.getByText(checksSentence({ kind: 'running', done: 1, total: 2 })).waitFor();
  expect(github.checksAsked).toContain(branch);
  // The repository names no Pages project yet (src/editor/repository.json), so no preview is offered.
  expect(await line.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).toEqual([
    `https://github.com/${EDITOR_REPOSITORY.owner}/${EDITOR_REPOSITORY.name}/commits/${branch}`,
  ]);

  // The tests failed: a data screen's line names them, and links the page that says why.
  const failed: RollupContext = { __typename: 'CheckRun', name: 'test', status: 'COMPLETED', conclusion: 'FAILURE', detailsUrl: 'https://github.com/runs/1' };
  github.checks = [failed, pages];
  // The Products screen, found by where its link leads: its label is the editor's own (keystatic.config.ts).
  await page.getByRole('link').and(page.locator('a[href$="/singleton/products"]')).click();
  await line.getByText(checksSentence(checksState(github.checks.map(checkOf)))).waitFor();
  expect(await line.getByRole('link').first().getAttribute('href')).toBe(failed.detailsUrl);
  expect(violations).toEqual([]);
});
