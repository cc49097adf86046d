// Everything the browser editor takes from its libraries beyond their documented API, in one place,
// each with the version it was checked against: Keystatic's interface components (the @keystar/ui
// package Keystatic draws its own forms with), and Keystatic fields with some of their parts
// replaced. tests/unit/borrowed.test.ts is the canary: it fails when an upgrade changes one of them,
// so an upgrade of @keystatic/core (pinned exactly in package.json) starts by reading that test.
// @keystar/ui 0.10.0, the version @keystatic/core 0.6.9 depends on (~0.10.0): the components
// Keystatic's own fields are drawn with (its text field, image field and labels), so a field built
// here looks and reads like Keystatic's. Declared in package.json with that exact version, so
// `npm ci` installs what this file imports whatever Keystatic's own range would let npm hoist.
export { ActionButton, ButtonGroup } from '@keystar/ui/button';
export { FieldDescription, FieldLabel, FieldMessage } from '@keystar/ui/field';
export { Box, Flex } from '@keystar/ui/layout';
export { Notice } from '@keystar/ui/notice';
export { Item, Picker } from '@keystar/ui/picker';
export { Text } from '@keystar/ui/typography';
export { TextArea, TextField } from '@keystar/ui/text-field';
// The queue of the notes Keystatic shows in a corner ("Entry created"), which its own Toaster draws.
export { toastQueue } from '@keystar/ui/toast';

/**
 * The class ProseMirror (prosemirror-view 1.42.9, the text editor under Keystatic 0.6.9's documents)
 * sets on the document's root while its selection is one it does not show as selected text: a whole
 * node, which is what clicking a building block's summary selects. The next key typed replaces that
 * node, so the editor's typing guard (typingGuard.ts) reads it.
 */
export const WHOLE_NODE_SELECTED = 'ProseMirror-hideselection';

/**
 * The branch of a Keystatic 0.6.9 screen in GitHub mode, and the page it edits, from its address:
 * `/keystatic/branch/<branch>/collection/pages/item/<page>`, each part URI-encoded.
 */
export const BRANCH_SCREEN = /^\/keystatic\/branch\/([^/]+)(?:\/collection\/pages\/item\/([^/]+))?/;

/**
 * The page a Keystatic 0.6.9 screen edits, in either mode, from its address: the URI-encoded page
 * after `/collection/pages/item/` (`/keystatic/collection/pages/item/<page>` in local mode).
 */
export const PAGE_SCREEN = /^\/keystatic\/(?:branch\/[^/]+\/)?collection\/pages\/item\/([^/]+)/;

/** The cookie in which Keystatic 0.6.9's GitHub mode keeps the editor's GitHub token, which it reads and renews itself. */
const GITHUB_TOKEN_COOKIE = 'keystatic-gh-access-token';

/** The editor's GitHub token, while Keystatic holds one. */
export function gitHubToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(`${GITHUB_TOKEN_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(GITHUB_TOKEN_COOKIE.length + 1)) : undefined;
}

/** The parts of a Keystatic form field this editor may replace. */
type Replaceable = 'Input' | 'validate' | 'serialize';

/**
 * `field` (one Keystatic 0.6.9 made) with `parts` in place of its own. Keystatic documents the
 * shape of a form field (its BasicFormField type) but not replacing a part of one it made: it
 * reads `Input`, `validate` and `serialize` from the object on every use, and keeps nothing of them
 * elsewhere, which the canary test checks on each kind of field this editor wraps.
 */
export function withParts<Field extends { kind: 'form' }>(field: Field, parts: Partial<Pick<Field, Extract<keyof Field, Replaceable>>>): Field {
  return { ...field, ...parts };
}
