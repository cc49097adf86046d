// Where a branch's change stands, in pure rules the editor's status line (branchStatus.tsx) shows:
// the address of its preview, and what its checks say. The preview is the Cloudflare Pages build of
// the branch, at an address Pages names from the branch; the checks are what GitHub reports on the
// branch's latest commit (the tests of .github/workflows/ci.yml, the preview's own build).
import { pagePath } from '../lib/pagePaths.ts';
import { BRANCH_SCREEN } from './borrowed.ts';

/**
 * The name Cloudflare Pages gives a branch's latest preview: lower case, each character other than a
 * letter or digit a hyphen ("content/terms-fees" is "content-terms-fees", as Cloudflare's Preview
 * deployments documentation says of "fix/api"), and cut to 28 characters, as Pages cuts a long
 * branch's (seen: "download-api-add-filter-information" served as "download-api-add-filter-info").
 */
export function branchAlias(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 28)
    .replace(/-+$/, '');
}

/**
 * The address of `path` in the preview of `branch`, from the address of the Pages project
 * (`previews`, "https://salusion.pages.dev" in src/editor/repository.json): the branch's name in
 * front of its host. Undefined while previews are not set up (`previews` empty).
 */
export function previewAddress(previews: string, branch: string, path: string): string | undefined {
  if (!previews) return undefined;
  const project = new URL(previews);
  return new URL(path, `${project.protocol}//${branchAlias(branch)}.${project.host}`).href;
}

/** Where an editor is, read from the address of Keystatic's screen in GitHub mode (`/keystatic/branch/<branch>/…`). */
export interface EditorRoute {
  branch: string;
  /** The page of the site the screen edits ("/pricing"), or the home page for a data screen or a block. */
  path: string;
}

/** The branch and site page of the Keystatic screen at `pathname`; undefined off a branch's screens. */
export function routeOf(pathname: string): EditorRoute | undefined {
  const match = BRANCH_SCREEN.exec(pathname);
  if (!match) return undefined;
  return { branch: decodeURIComponent(match[1]!), path: match[2] ? pagePath(decodeURIComponent(match[2])) : '/' };
}

/** One check GitHub reports on a commit: its name, whether it has finished and passed, and its page. */
export interface Check {
  name: string;
  done: boolean;
  passed: boolean;
  url: string | undefined;
}

/** A check as GitHub's GraphQL API gives it in a commit's status rollup: a check run (Actions, apps) or a commit status. */
export type RollupContext =
  | { __typename: 'CheckRun'; name: string; status: string; conclusion: string | null; detailsUrl: string | null }
  | { __typename: 'StatusContext'; context: string; state: string; targetUrl: string | null };

/** Conclusions of a finished check run that hold nothing back. */
const FINE = new Set(['SUCCESS', 'NEUTRAL', 'SKIPPED']);

/** `context` as a check. */
export function checkOf(context: RollupContext): Check {
  if (context.__typename === 'CheckRun') {
    return { name: context.name, done: context.status === 'COMPLETED', passed: FINE.has(context.conclusion ?? ''), url: context.detailsUrl ?? undefined };
  }
  return { name: context.context, done: !['PENDING', 'EXPECTED'].includes(context.state), passed: context.state === 'SUCCESS', url: context.targetUrl ?? undefined };
}

/** What the checks of a commit say, all told. */
export type ChecksState =
  | { kind: 'none' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'failed'; failed: Check[] }
  | { kind: 'passed'; total: number };

/** What `checks` say: a failure first, as soon as one is known, then whether any still runs. */
export function checksState(checks: Check[]): ChecksState {
  if (checks.length === 0) return { kind: 'none' };
  const failed = checks.filter((check) => check.done && !check.passed);
  if (failed.length > 0) return { kind: 'failed', failed };
  const done = checks.filter((check) => check.done).length;
  return done < checks.length ? { kind: 'running', done, total: checks.length } : { kind: 'passed', total: checks.length };
}

/** The GraphQL query for the checks of a branch's latest commit, which the status line sends with the editor's GitHub sign-in. */
export const BRANCH_CHECKS_QUERY = `query BranchChecks($owner: String!, $name: String!, $ref: String!) {
  repository(owner: $owner, name: $name) {
    ref(qualifiedName: $ref) {
      target {
        ... on Commit {
          statusCheckRollup {
            contexts(first: 50) {
              nodes {
                __typename
                ... on CheckRun { name status conclusion detailsUrl }
                ... on StatusContext { context state targetUrl }
              }
            }
          }
        }
      }
    }
  }
}`;

/** The checks in an answer to BRANCH_CHECKS_QUERY; none while GitHub has none to report. */
export function checksOf(answer: unknown): Check[] {
  const nodes = (answer as { data?: { repository?: { ref?: { target?: { statusCheckRollup?: { contexts?: { nodes?: RollupContext[] } } | null } } | null } } })?.data?.repository?.ref?.target
    ?.statusCheckRollup?.contexts?.nodes;
  return (nodes ?? []).map(checkOf);
}
