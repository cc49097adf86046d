// A Save that is refused shows where and why. Keystatic checks a form when Save is pressed and, when
// a field is wrong, asks every field to show its message, and saves nothing; on a long data screen
// (Numbers) the message was far below, out of sight, and only the Unsaved mark stayed. So once a
// Save is refused, the first field that says what is wrong is scrolled into view and given the
// focus, and a note says that nothing was saved and why, as a page's text says which block needs what.
import { toastQueue } from './borrowed.ts';

/** What begins the label of a list's item that needs something (listProblems.ts), which a refused Save looks for last. */
export const ITEM_NEEDS = '⚠';

/** The attribute on what shows why a field refuses its value: what is wrong, as the note of a refused Save says it. */
const REFUSAL = 'data-refusal';

/** The attribute's value for the field `label` refusing with `message`. */
export const refusalOf = (label: string | undefined, message: string) => ({ [REFUSAL]: label ? `${label}: ${message}` : message });

const INPUT = 'input, textarea';

/** What marks a field that refuses its value: this editor's messages, and the inputs Keystatic marks invalid. */
const REFUSING = `[${REFUSAL}], [aria-invalid="true"]`;

/** What the refusing element `element` says is wrong: this editor's words, or the label of an input Keystatic marked. */
function wrong(element: Element): string {
  const said = element.getAttribute(REFUSAL);
  if (said) return said;
  const label = (element as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '');
  return `${label ?? 'A field'} needs fixing: see the message under it.`;
}

/** The label of the first item of a list in `form` that needs something (its label says what), which Keystatic marks nowhere else. */
function itemNeeding(form: HTMLFormElement): Element | undefined {
  const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) if (text.textContent?.startsWith(ITEM_NEEDS)) return text.parentElement ?? undefined;
  return undefined;
}

/** After the form `form` was submitted: when a field says it is wrong, takes the editor there and says so. */
function showRefusal(form: HTMLFormElement): void {
  const marked = form.querySelector(REFUSING);
  const item = marked ? undefined : itemNeeding(form);
  const at = marked ?? item;
  if (!at) return;
  at.scrollIntoView({ block: 'center' });
  // The field's own input: the one marked, the one inside the mark, or the one the message is under.
  const input = marked && (marked.matches(INPUT) ? marked : (marked.querySelector(INPUT) ?? marked.parentElement?.querySelector(INPUT)));
  if (input instanceof HTMLElement) input.focus({ preventScroll: true });
  toastQueue.critical(`Not saved. ${marked ? wrong(marked) : item!.textContent!.slice(ITEM_NEEDS.length).trim()}`, { timeout: 8000 });
}

let watching = false;

/**
 * Watches every Save of the editor's forms, once per page. Keystatic's own submit handler runs
 * first and asks the fields to show their messages, which they do in the next frame.
 */
export function watchSaves(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement) requestAnimationFrame(() => showRefusal(form));
  });
}
