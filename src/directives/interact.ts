// The `client:interact` directive: an island stays server HTML, with no framework code loaded, until
// the visitor first points at, touches, focuses or presses a key inside it. Then it hydrates and
// replays what that first interaction asked for, so nothing is lost: the click that started it
// plays the video or opens the accordion item, a form submitted early is submitted once hydrated,
// and text typed while the island loads stays in its fields (the DOM keeps it; React adopts it).
// An island whose state a link can carry (`client:interact={{ params: ['participants'] }}`) hydrates
// at load instead when the URL has any of those parameters, so a shared link shows its own result.
import type { ClientDirective } from 'astro';

/** What `client:interact={{ … }}` may carry. */
export interface InteractOptions {
  /** URL query parameters that, when any is present, make the island hydrate at load. */
  params?: string[];
}

/** The events that mean the visitor is about to use the island. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Inputs whose typed text the island must adopt; buttons, boxes and files carry no typing. */
const TYPED = 'input:not([type=checkbox], [type=radio], [type=file], [type=hidden], [type=submit], [type=button]), textarea';

/**
 * Hands text typed before hydration to the hydrated component. React keeps the typed text on the
 * page but not in its state, and fires onChange only when a field's value differs from the value
 * it last saw; so each field first gets an input event (which makes React hydrate it now), then is
 * cleared through React's own setter and refilled through the browser's, and a second input event
 * reports the typed text as a change. Setting the value moves the caret to the end, so the caret
 * or selection the visitor left in the field is put back: what they type next lands where they meant.
 */
function adoptTypedText(island: HTMLElement) {
  // Read every field first: hydrating for the first field may reset the others' text.
  const typed = [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)]
    .map((field) => [field, field.value] as const)
    .filter(([field, value]) => value !== field.defaultValue);
  for (const [field, text] of typed) {
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    const { selectionStart, selectionEnd, selectionDirection } = field;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // React's setter must leave a value other than the typed one, or no change is seen: a field
    // cleared before hydration is reset to its server value first.
    field.value = text === '' ? field.defaultValue : '';
    nativeSetter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field === document.activeElement && selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
  }
}

/** Whether the page's URL carries any of the island's parameters. */
function urlCarries(params: readonly string[] = []) {
  const query = new URLSearchParams(location.search);
  return params.some((name) => query.has(name));
}

const interact: ClientDirective = (load, options, island) => {
  const replays: (() => void)[] = [];
  let started = false;

  // Clicks and submits that arrive before hydration would do nothing (or, for a form, reload the
  // page): hold them, and replay them once the island can answer. Links still navigate natively.
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (event.type === 'click' && target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'submit') replays.push(() => (target as HTMLFormElement).requestSubmit());
    else replays.push(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })));
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of FIRST_TOUCH) island.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener('click', hold, true);
    island.removeEventListener('submit', hold, true);
    // React hydrates the root synchronously when a discrete event reaches it, so the typed text and
    // each replay are answered by the hydrated component. Hydrate it now, with an input event that
    // nothing handles: a replayed click on a radio or checkbox would otherwise check it before React
    // first reads its state, and React would see no change.
    island.firstElementChild?.dispatchEvent(new Event('input', { bubbles: true }));
    adoptTypedText(island);
    for (const replay of replays.splice(0)) replay();
  };

  for (const type of FIRST_TOUCH) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
  // Astro passes an object value through as it is, though its type says string.
  const value = options.value as unknown as InteractOptions | '';
  if (value && urlCarries(value.params)) void start();
};

export default interact;
