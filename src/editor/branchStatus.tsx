// Where a change stands, shown where the editor works: above a page's text and at the top of each
// data screen, on a branch of the deployed editor. It links the branch's preview of the page (once
// previews are set up: src/editor/repository.json names the Pages project) and says what the
// branch's checks say, asked of GitHub with the editor's own sign-in, with a link to a failed
// check's page and to all of them; so an editor neither builds the preview's address by hand nor
// opens GitHub to learn whether a change can go live. Keystatic's own `previewUrl` cannot name the
// preview: it writes the branch into the address as it is ("content/terms-fees"), where Pages names
// it "content-terms-fees".
import { memo, useEffect, useState } from 'react';
import type { BasicFormField } from '@keystatic/core';
import { Notice, Text, gitHubToken } from './borrowed.ts';
import { BRANCH_CHECKS_QUERY, checksOf, checksState, previewAddress, routeOf, type ChecksState, type EditorRoute } from './branchPreview.ts';
import { EDITOR_BRANCH_PREFIX, EDITOR_PREVIEWS, EDITOR_REPOSITORY, editorStorage } from './storage.ts';

/** How often the checks are asked again while the window is shown: they change for minutes after each save. */
const REFRESH_MS = 30_000;

/** What the line says while GitHub has not answered, and when it could not. */
export type Asked = ChecksState | { kind: 'asking' } | { kind: 'unknown' };

/** The page of the branch's commits on GitHub, each with its checks. */
const commitsPage = (branch: string) => `https://github.com/${EDITOR_REPOSITORY.owner}/${EDITOR_REPOSITORY.name}/commits/${branch}`;

/** What the checks say, in words. */
export function checksSentence(state: Asked): string {
  switch (state.kind) {
    case 'asking':
      return 'Checks: asking GitHub…';
    case 'unknown':
      return 'Checks: GitHub did not answer.';
    case 'none':
      return 'Checks: none yet. They start a minute or two after a save.';
    case 'running':
      return `Checks: running, ${state.done} of ${state.total} done.`;
    case 'failed':
      return `Checks: ${state.failed.map((check) => check.name).join(', ')} failed. Fix the change and save again.`;
    case 'passed':
      return `Checks: all ${state.total} passed.`;
  }
}

const link = (href: string, words: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {words}
  </a>
);

/** The status line of `route`, given the checks GitHub reported and the Pages project's address. */
export function BranchStatusLine({ route, checks, previews }: { route: EditorRoute; checks: Asked; previews: string }) {
  const preview = previewAddress(previews, route.branch, route.path);
  const failedPage = checks.kind === 'failed' ? checks.failed.find((check) => check.url)?.url : undefined;
  const tone = checks.kind === 'failed' ? 'critical' : checks.kind === 'passed' ? 'positive' : 'neutral';
  return (
    <Notice tone={tone} marginBottom="large">
      <Text elementType="p">
        On the branch {route.branch}.{' '}
        {preview ? (
          <>
            Preview: {link(preview, preview)} (a few minutes after each save).{' '}
          </>
        ) : null}
        {checksSentence(checks)} {failedPage ? <>{link(failedPage, 'Why it failed')} · </> : null}
        {link(commitsPage(route.branch), 'All checks on GitHub')}
      </Text>
    </Notice>
  );
}

/** Asks GitHub for the checks of `branch`'s latest commit now and every REFRESH_MS while the window is shown. */
function useChecks(branch: string): Asked {
  const [checks, setChecks] = useState<Asked>({ kind: 'asking' });
  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      const token = gitHubToken();
      if (stopped || document.visibilityState !== 'visible' || !token) return;
      try {
        const response = await fetch('https://api.github.com/graphql', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: BRANCH_CHECKS_QUERY, variables: { owner: EDITOR_REPOSITORY.owner, name: EDITOR_REPOSITORY.name, ref: `refs/heads/${branch}` } }),
        });
        if (!stopped) setChecks(response.ok ? checksState(checksOf(await response.json())) : { kind: 'unknown' });
      } catch {
        if (!stopped) setChecks({ kind: 'unknown' });
      }
    };
    void ask();
    const timer = setInterval(ask, REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [branch]);
  return checks;
}

function LiveBranchStatus({ route }: { route: EditorRoute }) {
  return <BranchStatusLine route={route} checks={useChecks(route.branch)} previews={EDITOR_PREVIEWS} />;
}

/**
 * The status line of the screen open in the deployed editor, on a branch of the editor's; nothing in
 * `npm run edit`, which saves to files. It takes no props, so typing in the text above which it stands never draws it again.
 */
export const BranchStatus = memo(function BranchStatus() {
  const route = editorStorage().kind === 'github' ? routeOf(location.pathname) : undefined;
  // Only an editor's own branches: main is the live site, which no one saves to in the editor.
  return route?.branch.startsWith(EDITOR_BRANCH_PREFIX) ? <LiveBranchStatus key={`${route.branch} ${route.path}`} route={route} /> : null;
});

/** The key of the status line among a data screen's fields. */
export const BRANCH_STATUS_FIELD = 'whereThisChangeStands';

/**
 * The status line as the first field of a data screen, which Keystatic draws in its place among the
 * others: it shows, and writes nothing into the file.
 */
export function branchStatusField(): BasicFormField<null> {
  const parse = () => null;
  return {
    kind: 'form',
    label: 'Where this change stands',
    Input: () => <BranchStatus />,
    defaultValue: () => null,
    parse,
    serialize: () => ({ value: undefined }),
    validate: (value) => value,
    reader: { parse },
  };
}
