// A tool's inputs in the page's address, shared by every tool: a
// shared link fills in the fields the visitor has not changed, and each valid change is written back
// with replaceState once the browser is idle, so the answer to a tap is painted first.
import { useRef } from 'react';
import { whenIdle } from '~/lib/idle';

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

/** Edits the page's address with `edit` once the browser is idle; returns what cancels it. */
export function replaceUrlWhenIdle(edit: (url: URL) => void): () => void {
  return whenIdle(() => {
    const url = new URL(location.href);
    edit(url);
    history.replaceState(history.state, '', url);
  });
}

/** An edit for replaceUrlWhenIdle that removes a tool's parameters, while one of its entries is refused. */
export function withoutParams(names: readonly string[]): (url: URL) => void {
  return (url) => {
    for (const name of names) url.searchParams.delete(name);
  };
}

/** Returns a function that writes parameters to the address when idle; undefined removes one. */
export function useLinkWriter(): (params: Record<string, string | undefined>) => void {
  const cancel = useRef<() => void>(undefined);
  return (params) => {
    cancel.current?.();
    cancel.current = replaceUrlWhenIdle((url) => {
      for (const [name, value] of Object.entries(params)) {
        if (value === undefined) url.searchParams.delete(name);
        else url.searchParams.set(name, value);
      }
    });
  };
}
