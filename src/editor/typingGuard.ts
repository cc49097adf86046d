// A building block selected whole is never replaced by what is typed. Clicking a block's summary in
// a page's text selects the block itself, and ProseMirror, the text editor under Keystatic's
// documents, then replaces it with the next character typed or pasted: one keystroke and a page's
// price cards were gone, with nothing said. It keeps that selection even when a later click lands
// on another block's summary, where the browser's caret moves but its own does not, so a key typed
// there replaced a block out of sight. Keystatic offers no hook into its text editor's input, so
// the guard listens before it does, on the page, and refuses text typed or pasted while the text
// editor's selection is a whole block; Delete and Backspace still remove a selected block, as an
// editor means them to, and a block dragged elsewhere still moves. The block the editor is at then
// says why nothing happened, until the selection leaves it.
import { useEffect, useState, type RefObject } from 'react';
import { WHOLE_NODE_SELECTED } from './borrowed.ts';

/** The event a block's view receives when typing over it was refused. */
const REFUSED = 'salusion:typing-refused';

/** What a block says when typing over it was refused. */
export const TYPING_REFUSED = 'Typing does not replace a block. Click in the text where your words go, or press Delete to remove the block.';

/** The attribute every block's view carries in the document (contentViews.tsx). */
export const BLOCK_VIEW = 'data-block';

/** Input that writes text, by the type its beforeinput event gives it; a new line is not, and is left alone. */
const WRITES_TEXT = /^insert(?!Paragraph|LineBreak|FromDrop)/;

/** Whether `event` would put text where the selection is. */
function writesText(event: Event): boolean {
  if (event instanceof KeyboardEvent) return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.isComposing;
  if (event instanceof InputEvent) return WRITES_TEXT.test(event.inputType);
  return event.type === 'paste';
}

/** The block view the editor last pressed on, which a click on its summary selects. */
let pressed: Element | null = null;

/** The block views the editor is at: the outermost ones inside the browser's selection, else the one last pressed on. */
function viewsAt(root: Element): Element[] {
  const selection = getSelection();
  const inside = [...root.querySelectorAll(`[${BLOCK_VIEW}]`)].filter((view) => selection?.containsNode(view, false));
  const outermost = inside.filter((view) => !inside.some((other) => other !== view && other.contains(view)));
  return outermost.length > 0 ? outermost : pressed && root.contains(pressed) ? [pressed] : [];
}

/** Refuses `event` when it would write over a block the text editor has selected whole, and tells the block. */
function guard(event: Event): void {
  const root = event.target instanceof Element ? event.target.closest('[contenteditable="true"]') : null;
  if (!root?.classList.contains(WHOLE_NODE_SELECTED) || !writesText(event)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  for (const view of viewsAt(root)) view.dispatchEvent(new CustomEvent(REFUSED));
}

let guarding = false;

/** Listens once per page, ahead of the text editor's own listeners on the document's root. */
function startGuarding(): void {
  if (guarding) return;
  guarding = true;
  for (const type of ['keydown', 'beforeinput', 'paste']) window.addEventListener(type, guard, { capture: true });
  window.addEventListener('pointerdown', (event) => (pressed = event.target instanceof Element ? event.target.closest(`[${BLOCK_VIEW}]`) : null), { capture: true });
}

/** Whether typing over the block view `element` was refused, until the browser's selection moves off it. */
export function useTypingRefused(element: RefObject<Element | null>): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    startGuarding();
    const view = element.current;
    if (!view) return;
    const refuse = () => setRefused(true);
    const leave = () => {
      if (!getSelection()?.containsNode(view, false)) setRefused(false);
    };
    view.addEventListener(REFUSED, refuse);
    document.addEventListener('selectionchange', leave);
    return () => {
      view.removeEventListener(REFUSED, refuse);
      document.removeEventListener('selectionchange', leave);
    };
  }, []);
  return refused;
}
