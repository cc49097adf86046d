// The words of the interactive parts, which components hand to their islands as props.
import { getEntry } from 'astro:content';

/** content/site/ui.json. */
export async function getUi() {
  const entry = await getEntry('ui', 'ui');
  if (!entry) throw new Error('content/site/ui.json must start with the key "ui"');
  return entry.data;
}
