// The one numbers entry, loaded once per build for every component that prints a number.
import { getEntry } from 'astro:content';

/** The numbers data of content/data/numbers.yaml. */
export async function getNumbers() {
  const entry = await getEntry('numbers', 'numbers');
  if (!entry) throw new Error('content/data/numbers.yaml must start with the key "numbers:"');
  return entry.data;
}

/** The numbers data's type. */
export type Numbers = Awaited<ReturnType<typeof getNumbers>>;
