// content/data/numbers.yaml as the tests read it: parsed once, with the site's own type, so a test
// compares a page with the figure an editor wrote.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';

/** Where every number on the site is written. */
const NUMBERS_FILE = 'content/data/numbers.yaml';

/** The figures in content/data/numbers.yaml. */
export const numbers = (parse(readFileSync(NUMBERS_FILE, 'utf8')) as { numbers: Numbers }).numbers;
