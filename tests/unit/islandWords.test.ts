import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { visibleWords } from '~/build/visibleWords';
import { WORDS_PREFIX, wordsModule } from '~/integrations/islandWords';
import calculator from 'virtual:ui/calculator';
import count from 'virtual:ui/count';

const json = JSON.stringify({ ui: { count: { empty: 'Please enter a number.' }, tools: { fix: 'Fix what is marked above:' } } });

describe('an island imports one part of ui.json', () => {
  it('as the default export of a module of its own, holding no other part', () => {
    const code = wordsModule(json, 'count');
    expect(code).toBe('export default {"empty":"Please enter a number."};');
    expect(code).not.toContain('Fix what is marked');
  });

  it('refuses a part the file does not have, naming the file and the import', () => {
    expect(() => wordsModule(json, 'calculater')).toThrow(`content/site/ui.json has no part "calculater" (imported as ${WORDS_PREFIX}calculater)`);
  });

  it('set as the rest of the page is: numbers written out, quotes, dashes and product names typeset', () => {
    const { numbers } = parse(readFileSync('content/data/numbers.yaml', 'utf8'));
    const [{ name }] = parse(readFileSync('content/data/products.yaml', 'utf8')).products;
    const typed = JSON.stringify({ ui: { count: { empty: `Don't count more than {plan.aleThreshold} -- see the ${name.toLowerCase()} rules.` } } });
    expect(wordsModule(typed, 'count')).toBe(`export default {"empty":"Don’t count more than ${numbers.plan.aleThreshold} – see the ${name} rules."};`);
  });

  it('through the build, which reads the words editors save in content/site/ui.json', () => {
    const { ui } = JSON.parse(readFileSync('content/site/ui.json', 'utf8'));
    expect(calculator).toEqual(visibleWords(ui.calculator));
    expect(count).toEqual(visibleWords(ui.count));
  });
});
