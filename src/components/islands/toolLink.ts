// A tool's state is its address, the same way for every tool. Its controls are autocomplete="off",
// so after Back or a reload the browser restores nothing into them: it would restore some and not
// others (the radios of the server's HTML, but not the count fields, nor a question the tool added),
// and the tool could not tell what it restored from what the visitor did before hydration. The
// address brings the state back instead, as a shared link does, into the fields the visitor has not
// changed since the page loaded. Each change is written to the address with replaceState once the
// browser is idle, so the answer to a tap is painted first; a write still waiting is made at once
// when the page is hidden, so a visitor who leaves comes back to what they entered, and when the
// tool footer's Copy link or Print asks for it (FLUSH_LINKS). While an entry is refused, the tool's
// parameters leave the address, so no reload, shared link or page view carries it. Once a tool has
// taken its state it marks its section live, and only then does the footer offer Copy link and
// Print (src/client/toolFooter.ts), which could not give the visitor's inputs before.
import { useRef } from 'react';
import { whenIdle } from '~/lib/idle';
import { carriesAny, FLUSH_LINKS, LIVE_ATTRIBUTE, withToolParams } from '~/lib/toolAddress';

type Field = HTMLInputElement | HTMLSelectElement;

/** Whether a field still holds what the server rendered in it. */
export function untouched(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].every((o) => o.selected === o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) return field.checked === field.defaultChecked;
  return field.value === field.defaultValue;
}

/** Puts a link's value for `name` into `field` when the visitor has not changed it; true if it did. */
export function fillFromLink(field: Field, query: URLSearchParams, name: string): boolean {
  const linked = query.get(name);
  if (linked === null || !untouched(field)) return false;
  if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === linked)) return false;
  field.value = linked;
  return true;
}

/** The writes waiting for an idle moment, one per tool: each makes its write at once. */
const waiting = new Set<() => void>();

function flushWaiting() {
  for (const write of [...waiting]) write();
}

let listening = false;

/** A tool's parameter values as it shows them now; undefined while one of its entries is refused. */
export type LinkValues = Readonly<Record<string, string | undefined>> | undefined;

/** A tool's address, written as it changes. */
export interface ToolLink {
  /** Writes the tool's parameters once the browser is idle (or sooner, when asked), replacing a write still waiting. */
  write(values: LinkValues): void;
  /**
   * Ends the tool's mount, once it has taken its state: marks its section live, and says whether to
   * write the address now, because the visitor changed a field before hydration, or the address
   * carries the tool and is written again as the tool now shows it (every parameter, none refused).
   */
  ready(root: HTMLElement, changedBefore: boolean): boolean;
}

/** The address of a tool whose parameters are `params`, in the order they are written. */
export function useToolLink(params: readonly string[]): ToolLink {
  const link = useRef<ToolLink>(undefined);
  link.current ??= toolLink(params);
  return link.current;
}

function toolLink(params: readonly string[]): ToolLink {
  let waitingWrite: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  return {
    write(values) {
      if (!listening) {
        listening = true;
        addEventListener('pagehide', flushWaiting);
        document.addEventListener(FLUSH_LINKS, flushWaiting);
      }
      cancelIdle?.();
      if (waitingWrite) waiting.delete(waitingWrite);
      const writeNow = () => {
        cancelIdle?.();
        waiting.delete(writeNow);
        waitingWrite = undefined;
        history.replaceState(history.state, '', withToolParams(new URL(location.href), params, values));
      };
      waitingWrite = writeNow;
      waiting.add(writeNow);
      cancelIdle = whenIdle(writeNow);
    },
    ready(root, changedBefore) {
      root.closest('.tool')?.setAttribute(LIVE_ATTRIBUTE, '');
      return changedBefore || carriesAny(new URLSearchParams(location.search), params);
    },
  };
}
