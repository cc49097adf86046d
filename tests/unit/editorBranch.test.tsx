// Where a change stands in the deployed editor: the preview's address Pages gives a branch, the
// branch and page of a Keystatic screen, what a commit's checks say, and the status line that shows
// them, with a link to the preview only once previews are set up.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BranchStatusLine } from '../../src/editor/branchStatus';
import { branchAlias, checkOf, checksOf, checksState, previewAddress, routeOf, type Check, type RollupContext } from '../../src/editor/branchPreview';

describe('the preview of a branch', () => {
  it.each([
    ['content/terms-fees', 'content-terms-fees'],
    ['content/Price_2027', 'content-price-2027'],
    ['fix/api', 'fix-api'],
    ['content/download-api-add-filter-information', 'content-download-api-add-fil'],
    // A host name ends with a letter or digit, never the hyphen the cut leaves.
    ['content/abcdefghijklmnopqrs-t', 'content-abcdefghijklmnopqrs'],
  ])('of %s is named %s', (branch, alias) => {
    expect(branchAlias(branch)).toBe(alias);
  });

  it.each([
    ['https://salusion.pages.dev', 'content/terms-fees', '/terms-of-service', 'https://content-terms-fees.salusion.pages.dev/terms-of-service'],
    ['https://salusion.pages.dev/', 'content/price-2027', '/', 'https://content-price-2027.salusion.pages.dev/'],
    ['', 'content/terms-fees', '/', undefined],
  ])('from the project %s, branch %s and page %s, is at %s', (previews, branch, path, address) => {
    expect(previewAddress(previews, branch, path)).toBe(address);
  });
});

describe('a Keystatic screen in GitHub mode', () => {
  it.each([
    ['/keystatic/branch/content%2Fterms-fees/collection/pages/item/terms-of-service', { branch: 'content/terms-fees', path: '/terms-of-service' }],
    ['/keystatic/branch/content%2Fx/collection/pages/item/product%2Fichra%2Fadp', { branch: 'content/x', path: '/product/ichra/adp' }],
    ['/keystatic/branch/content%2Fx/collection/pages/item/home', { branch: 'content/x', path: '/' }],
    ['/keystatic/branch/content%2Fx/singleton/numbers', { branch: 'content/x', path: '/' }],
    ['/keystatic/branch/main', { branch: 'main', path: '/' }],
    ['/keystatic/collection/pages/item/pricing', undefined],
  ])('%s is %o', (pathname, route) => {
    expect(routeOf(pathname)).toEqual(route);
  });
});

const run = (name: string, status: string, conclusion: string | null): RollupContext => ({ __typename: 'CheckRun', name, status, conclusion, detailsUrl: `https://github.com/runs/${name}` });
const status = (context: string, state: string): RollupContext => ({ __typename: 'StatusContext', context, state, targetUrl: null });

describe('the checks of a commit', () => {
  it.each<[RollupContext, Omit<Check, 'url'>]>([
    [run('test', 'COMPLETED', 'SUCCESS'), { name: 'test', done: true, passed: true }],
    [run('test', 'COMPLETED', 'SKIPPED'), { name: 'test', done: true, passed: true }],
    [run('test', 'COMPLETED', 'FAILURE'), { name: 'test', done: true, passed: false }],
    [run('test', 'COMPLETED', 'TIMED_OUT'), { name: 'test', done: true, passed: false }],
    [run('test', 'IN_PROGRESS', null), { name: 'test', done: false, passed: false }],
    [status('Cloudflare Pages', 'PENDING'), { name: 'Cloudflare Pages', done: false, passed: false }],
    [status('Cloudflare Pages', 'SUCCESS'), { name: 'Cloudflare Pages', done: true, passed: true }],
    [status('Cloudflare Pages', 'ERROR'), { name: 'Cloudflare Pages', done: true, passed: false }],
  ])('%o is %o', (context, check) => {
    expect(checkOf(context)).toMatchObject(check);
  });

  it.each([
    [[], { kind: 'none' }],
    [[run('test', 'IN_PROGRESS', null), status('Pages', 'SUCCESS')], { kind: 'running', done: 1, total: 2 }],
    [[run('test', 'COMPLETED', 'SUCCESS'), status('Pages', 'SUCCESS')], { kind: 'passed', total: 2 }],
    [[run('test', 'COMPLETED', 'FAILURE'), status('Pages', 'PENDING')], { kind: 'failed', failed: [checkOf(run('test', 'COMPLETED', 'FAILURE'))] }],
  ])('%o say %o', (contexts, state) => {
    expect(checksState(contexts.map(checkOf))).toEqual(state);
  });

  it('are read from GitHub’s answer, and are none while it has none to report', () => {
    const answer = (rollup: unknown) => ({ data: { repository: { ref: { target: { statusCheckRollup: rollup } } } } });
    expect(checksOf(answer({ contexts: { nodes: [run('test', 'COMPLETED', 'SUCCESS')] } }))).toEqual([checkOf(run('test', 'COMPLETED', 'SUCCESS'))]);
    expect(checksOf(answer(null))).toEqual([]);
    expect(checksOf({ data: { repository: { ref: null } } })).toEqual([]);
  });
});

describe('the status line', () => {
  const route = { branch: 'content/terms-fees', path: '/terms-of-service' };
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!);

  it('links the page’s preview once previews are set up, and GitHub’s page of the branch’s checks', () => {
    const html = renderToStaticMarkup(<BranchStatusLine route={route} checks={{ kind: 'passed', total: 2 }} previews="https://salusion.pages.dev" />);
    expect(hrefs(html)).toEqual(['https://content-terms-fees.salusion.pages.dev/terms-of-service', expect.stringMatching(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/commits\/content\/terms-fees$/)]);
    expect(html).toContain('content/terms-fees');
  });

  it('names no preview while previews are not set up', () => {
    const html = renderToStaticMarkup(<BranchStatusLine route={route} checks={{ kind: 'none' }} previews="" />);
    expect(hrefs(html)).toHaveLength(1);
    expect(html).not.toContain('pages.dev');
  });

  it('names a failed check and links its page, where GitHub says why', () => {
    const failed = checkOf(run('test', 'COMPLETED', 'FAILURE'));
    const html = renderToStaticMarkup(<BranchStatusLine route={route} checks={{ kind: 'failed', failed: [failed] }} previews="" />);
    expect(html).toContain(failed.name);
    expect(hrefs(html)[0]).toBe(failed.url);
  });
});
