// Where the browser editor saves: local files everywhere but the deployed editor's build, which
// commits to a prefixed branch of the configured GitHub repository.
import { describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config';
import { EDITOR_BRANCH_PREFIX, EDITOR_REPOSITORY, editorStorage } from '../../src/editor/storage';

describe('editorStorage', () => {
  it.each([
    ['unset (npm run edit, tests)', undefined, { kind: 'local' }],
    ['github (npm run build:editor)', 'github' as const, { kind: 'github', repo: EDITOR_REPOSITORY, branchPrefix: EDITOR_BRANCH_PREFIX }],
  ])('%s', (_, kind, storage) => {
    expect(editorStorage(kind)).toEqual(storage);
  });

  it('names a repository and a branch prefix that GitHub accepts, so no save lands on main', () => {
    expect(`${EDITOR_REPOSITORY.owner}/${EDITOR_REPOSITORY.name}`).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(EDITOR_BRANCH_PREFIX).toMatch(/^[a-z][\w-]*\/$/);
  });

  it('keeps local storage in the editor this checkout runs', () => {
    expect(keystatic.storage).toEqual({ kind: 'local' });
  });
});
