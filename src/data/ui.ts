// The words of the interactive parts, for the components that render on the server. Islands import
// their own parts of the same file (src/integrations/islandWords.ts).
import { getEntry } from 'astro:content';

/** content/site/ui.json. */
export async function getUi() {
  const entry = await getEntry('ui', 'ui');
  if (!entry) throw new Error('content/site/ui.json must start with the key "ui"');
  return entry.data;
}
