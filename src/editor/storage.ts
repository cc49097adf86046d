// Where the browser editor saves. `npm run edit` writes the files on this machine; the deployed
// editor (`npm run build:editor`) commits to a branch of the GitHub repository named in
// repository.json, and the site's CI and preview builds take it from there. That file is data, so
// `npm run check:launch` lists it while it still says `"placeholder": true`. The editor's build sets
// SALUSION_EDITOR_STORAGE, so no other build or test can reach GitHub by mistake.
import repository from './repository.json' with { type: 'json' };

/** The GitHub repository the deployed editor commits to (owner and name, as in its URL). */
export const EDITOR_REPOSITORY = { owner: repository.owner, name: repository.name } as const;

/**
 * What every branch the deployed editor creates starts with: its branch list shows only these (and
 * the default branch), so an editor's work never lands on main but through a pull request.
 */
export const EDITOR_BRANCH_PREFIX = repository.branchPrefix;

/**
 * The address of the Cloudflare Pages project that builds a preview of every branch
 * ("https://salusion.pages.dev"), empty until previews are set up; the editor shows each branch's
 * preview from it.
 */
export const EDITOR_PREVIEWS: string = repository.previews;

/** Keystatic's storage for this build: GitHub in the deployed editor, else local files. */
export function editorStorage(kind = import.meta.env.SALUSION_EDITOR_STORAGE) {
  return kind === 'github'
    ? ({ kind: 'github', repo: EDITOR_REPOSITORY, branchPrefix: EDITOR_BRANCH_PREFIX } as const)
    : ({ kind: 'local' } as const);
}
