// Fills the {placeholders} of words from content/site/ui.json, so editors write whole sentences
// ("Salusion saves {amount} against {competitor}") and the code only supplies the values. A count
// that needs a noun after it names both forms, so editors write the plural too:
// "Cost for {participants:participant|participants}" reads "Cost for 1 participant" or "… 10 participants".

const PLACEHOLDER = /\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g;

/**
 * Replaces each {name} in `words` with `values[name]`, and each {name:one|other} with the value
 * followed by `one` when the value is 1 and `other` otherwise. Unknown placeholders stay as written.
 */
export function fill(words: string, values: Record<string, string | number>): string {
  return words.replace(PLACEHOLDER, (whole, name: string, one: string | undefined, other: string | undefined) => {
    if (!(name in values)) return whole;
    const value = String(values[name]);
    return one === undefined ? value : `${value} ${value === '1' ? one : other}`;
  });
}

/**
 * The invisible bidirectional controls: the marks (U+061C, U+200E, U+200F), embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text a visitor or a link typed, as a message quotes it: without the bidirectional controls, which
 * reach past the quote and turn the message around it (a right-to-left override after "Entry 1 ("
 * mirrors the rest of the sentence). Words elsewhere that show a visitor's text (a class name) isolate
 * it in <bdi> instead.
 */
export function echoed(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** One piece of words split at their placeholders: plain text, or the name of a {placeholder}. */
export type WordPart = { text: string } | { placeholder: string };

/** Splits `words` at each {name}, for words whose placeholders become elements such as links. */
export function wordParts(words: string): WordPart[] {
  return words
    .split(/\{(\w+)\}/)
    .map((piece, i): WordPart => (i % 2 === 1 ? { placeholder: piece } : { text: piece }))
    .filter((part) => !('text' in part) || part.text !== '');
}
