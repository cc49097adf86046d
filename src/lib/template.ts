// Fills the {placeholders} of words from content/site/ui.json, so editors write whole sentences
// ("Salusion saves {amount} against {competitor}") and the code only supplies the values.

/** Replaces each {name} in `words` with `values[name]`; unknown placeholders stay as written. */
export function fill(words: string, values: Record<string, string | number>): string {
  return words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
