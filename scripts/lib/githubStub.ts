// A stand-in for the parts of GitHub's API that Keystatic's GitHub mode calls from the browser,
// answered from this checkout's content/ folder through Playwright routing: the app shell query
// (repository, branches, viewer), the tree of a commit, file contents, creating a branch,
// committing to one and a branch's pull request (none yet); and the checks of a branch's latest
// commit, which the editor's status line asks for (src/editor/branchStatus.tsx): those the test
// sets in `checks`. The deployed editor's test and the
// editors' guide screenshots (`npm run shots:editor`) both run the editor against it. main is protected, as docs/editor.md says to set it up: a commit to it is refused
// with GitHub's rule-violation error, which makes Keystatic ask for a new branch.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import type { RollupContext } from '../../src/editor/branchPreview.ts';

/** One commit Keystatic asked for: the branch, the commit it builds on and the files it writes. */
export interface StubCommit {
  branch: string;
  expectedHeadOid: string;
  files: Map<string, string>;
}

/** What the stub was asked (branches created, commits received), and what it answers of checks. */
export interface GitHubStub {
  branchesCreated: string[];
  commits: StubCommit[];
  /** The checks GitHub reports on each branch's latest commit, as its GraphQL API gives them; none to start with. */
  checks: RollupContext[];
  /** The branches whose checks the editor asked for, in order. */
  checksAsked: string[];
}

interface GraphQLBody {
  query: string;
  variables: Record<string, unknown>;
}

export const MAIN_COMMIT = 'a'.repeat(40);
const MAIN_TREE = 'b'.repeat(40);
const NEW_COMMIT = 'c'.repeat(40);
const NEW_TREE = 'd'.repeat(40);

/** Git's id of a file's contents. */
const blobSha = (contents: Buffer) => createHash('sha1').update(`blob ${contents.byteLength}\0`).update(contents).digest('hex');

function ref(name: string, commit = MAIN_COMMIT, tree = MAIN_TREE) {
  return {
    __typename: 'Ref',
    id: `ref-${name}`,
    name,
    target: { __typename: 'Commit', id: `commit-${commit}`, oid: commit, tree: { __typename: 'Tree', id: `tree-${tree}`, oid: tree } },
  };
}

/** Routes GitHub's API for `repo` in `page`, serving the files under content/ of this checkout, with the branches `others` besides main. */
export async function stubGitHub(page: Page, repo: { owner: string; name: string }, others: string[] = []): Promise<GitHubStub> {
  const files = new Map(
    readdirSync('content', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, readFileSync(path)] as const;
      }),
  );
  const stub: GitHubStub = { branchesCreated: [], commits: [], checks: [], checksAsked: [] };
  const branches = ['main', ...others];

  const json = (route: Route, body: unknown) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });

  function appShell() {
    return {
      repository: {
        __typename: 'Repository',
        id: 'repo-1',
        isPrivate: false,
        owner: { __typename: 'Organization', id: 'owner-1', login: repo.owner },
        name: repo.name,
        defaultBranchRef: { __typename: 'Ref', id: 'ref-main', name: 'main' },
        refs: { __typename: 'RefConnection', nodes: branches.map((name) => ref(name)), pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
        viewerPermission: 'WRITE',
        forks: { __typename: 'RepositoryConnection', nodes: [] },
      },
      viewer: { __typename: 'User', id: 'user-1', name: 'Test Editor', login: 'test-editor', avatarUrl: 'https://avatars.githubusercontent.com/u/1', databaseId: 1 },
    };
  }

  function commit(route: Route, input: { branch: { branchName: string }; expectedHeadOid: string; fileChanges: { additions?: { path: string; contents: string }[] } }) {
    const branch = input.branch.branchName;
    if (branch === 'main') {
      return json(route, { data: { createCommitOnBranch: null }, errors: [{ type: 'BRANCH_PROTECTION_RULE_VIOLATION', message: 'Repository rule violations found' }] });
    }
    const written = new Map((input.fileChanges.additions ?? []).map(({ path, contents }) => [path, Buffer.from(contents, 'base64').toString('utf8')]));
    stub.commits.push({ branch, expectedHeadOid: input.expectedHeadOid, files: written });
    for (const [path, text] of written) files.set(path, Buffer.from(text));
    return json(route, { data: { createCommitOnBranch: { __typename: 'CreateCommitOnBranchPayload', ref: { ...ref(branch, NEW_COMMIT, NEW_TREE), name: undefined } } } });
  }

  await page.route('https://api.github.com/graphql', async (route) => {
    const { query, variables } = route.request().postDataJSON() as GraphQLBody;
    if (/\bquery GitHubAppShell\b/.test(query)) return json(route, { data: appShell() });
    if (/\bmutation CreateBranch\b/.test(query)) {
      const input = variables['input'] as { name: string };
      const name = input.name.replace(/^refs\/heads\//, '');
      stub.branchesCreated.push(name);
      branches.push(name);
      return json(route, { data: { createRef: { __typename: 'CreateRefPayload', ref: ref(name) } } });
    }
    if (/\bmutation CreateCommit\b/.test(query)) return commit(route, variables['input'] as Parameters<typeof commit>[1]);
    if (/\bquery BranchChecks\b/.test(query)) {
      // Asked with the editor's sign-in, as GitHub requires.
      if (!route.request().headers()['authorization']?.startsWith('Bearer ')) return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Requires authentication"}' });
      stub.checksAsked.push(String(variables['ref']).replace(/^refs\/heads\//, ''));
      const rollup = stub.checks.length > 0 ? { contexts: { nodes: stub.checks } } : null;
      return json(route, { data: { repository: { ref: { target: { statusCheckRollup: rollup } } } } });
    }
    // No branch has a pull request yet, so Keystatic offers to create one.
    if (/\bquery PullRequestForBranch\b/.test(query)) {
      return json(route, { data: { node: { __typename: 'Ref', id: variables['refId'], associatedPullRequests: { __typename: 'PullRequestConnection', nodes: [] } } } });
    }
    return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: `The stub does not answer: ${query.slice(0, 80)}` }] }) });
  });

  // A commit's tree as GitHub lists it recursively: each folder before what it holds, and each
  // file with its current blob id.
  function tree() {
    const folders = new Set([...files.keys()].flatMap((path) => path.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
    const entries = [
      ...[...folders].map((path) => ({ path, mode: '040000', type: 'tree', sha: createHash('sha1').update(path).digest('hex') })),
      ...[...files].map(([path, contents]) => ({ path, mode: '100644', type: 'blob', sha: blobSha(contents) })),
    ];
    return entries.sort((a, b) => (a.path < b.path ? -1 : 1));
  }
  await page.route(`https://api.github.com/repos/${repo.owner}/${repo.name}/git/trees/*`, (route) =>
    json(route, { sha: new URL(route.request().url()).pathname.split('/').pop(), truncated: false, tree: tree() }),
  );

  // A public repository's file contents by commit and path.
  await page.route(`https://raw.githubusercontent.com/${repo.owner}/${repo.name}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.split('/').slice(4).join('/');
    const contents = files.get(decodeURIComponent(path));
    return contents ? route.fulfill({ body: contents }) : route.fulfill({ status: 404, body: 'Not Found' });
  });

  await page.route('https://avatars.githubusercontent.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }),
  );
  return stub;
}
