// Holds the layout the README describes: scripts/ holds the commands npm runs at its top and their
// shared code in scripts/lib/; test support lives under tests/, which scripts/ never imports; the
// browser's code (islands, src/client/) never reaches a build-only module; the unit project stays
// pure; and no module of src/, scripts/ or tests/ imports itself through a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mjs)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : SOURCE.test(name) ? [relative(ROOT, path)] : [];
  });
}

/** The project files a module imports by relative path or the ~/ alias, with the extension it resolves to. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'((?:\.{1,2}|~)\/[^']+)'/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    const base = spec.startsWith('~/') ? resolve(ROOT, 'src', spec.slice(2)) : resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    return found ? [relative(ROOT, found)] : [];
  });
}

const modules = [...files('src'), ...files('scripts'), ...files('tests')];
/** The longer reads the README links to. */
const docs = readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
const graph = new Map(modules.map((m) => [m, localImports(m)]));

/** Every project module `module` loads, directly or through others. */
function reachable(module: string, seen = new Set<string>()): Set<string> {
  for (const next of graph.get(module) ?? []) {
    if (seen.has(next)) continue;
    seen.add(next);
    reachable(next, seen);
  }
  return seen;
}

/** What only the build may load: Node's modules, the PDF and picture libraries, Astro's collections. */
const BUILD_ONLY_PACKAGE = /from\s*'(node:[^']+|pdfkit|satori|satteri|@resvg\/resvg-js|fontkitten|astro:content)'/;

describe('the code layout', () => {
  it('has at the top of scripts/ exactly the commands package.json runs, named like their npm scripts', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    const run = Object.values(scripts).flatMap((command) => [...command.matchAll(/node (scripts\/[\w-]+\.ts)/g)].map((m) => m[1]!));
    const top = readdirSync('scripts').filter((name) => SOURCE.test(name)).map((name) => `scripts/${name}`);
    expect(top.sort()).toEqual([...new Set(run)].sort());
    for (const [name, command] of Object.entries(scripts)) {
      const file = /node scripts\/([\w-]+)\.ts/.exec(command)?.[1];
      if (file) expect(name.replace(':', '-'), `npm run ${name} runs scripts/${file}.ts`).toBe(file);
    }
  });

  it('never imports tests/ from scripts/ or src/', () => {
    const wrong = [...graph].flatMap(([from, to]) => (from.startsWith('tests/') ? [] : to.filter((t) => t.startsWith('tests/')).map((t) => `${from} → ${t}`)));
    expect(wrong).toEqual([]);
  });

  it('names every unit test that replaces a module *.mock.test.ts, which the unit-mocks project runs in a module graph of its own', () => {
    const mocking = files('tests/unit').filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')) && file !== 'tests/unit/codeLayout.test.ts');
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !/\.mock\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it('keeps the browser’s code (islands and src/client/) away from build-only modules', () => {
    const browser = modules.filter((m) => m.startsWith('src/components/islands/') || m.startsWith('src/client/'));
    expect(browser.length).toBeGreaterThan(10);
    const wrong = browser.flatMap((entry) =>
      [entry, ...reachable(entry)]
        .filter((m) => m.startsWith('src/build/') || m.startsWith('src/data/') || BUILD_ONLY_PACKAGE.test(readFileSync(m, 'utf8')))
        .map((m) => `${entry} → ${m}`),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps src/lib/ browser-safe, with the build-only helpers in src/build/', () => {
    const lib = modules.filter((m) => m.startsWith('src/lib/'));
    expect(lib.filter((m) => BUILD_ONLY_PACKAGE.test(readFileSync(m, 'utf8')) || [...reachable(m)].some((r) => r.startsWith('src/build/')))).toEqual([]);
    expect(modules.filter((m) => m.startsWith('src/build/') && BUILD_ONLY_PACKAGE.test(readFileSync(m, 'utf8'))).length).toBeGreaterThan(0);
  });

  it('keeps the unit project pure: no unit test spawns a process or copies a folder', () => {
    const IMPURE = /node:child_process|\b(cpSync|mkdtempSync|execFileSync|spawn|projectCopy)\b/;
    const impure = files('tests/unit').filter((file) => file !== 'tests/unit/codeLayout.test.ts' && IMPURE.test(readFileSync(file, 'utf8')));
    expect(impure).toEqual([]);
    expect(files('tests/slow').filter((file) => IMPURE.test(readFileSync(file, 'utf8'))).length).toBeGreaterThan(0);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (module: string, path: string[]) => {
      if (state.get(module) === 'done') return;
      if (state.get(module) === 'open') {
        cycles.push([...path.slice(path.indexOf(module)), module].join(' → '));
        return;
      }
      state.set(module, 'open');
      for (const next of graph.get(module) ?? []) visit(next, [...path, module]);
      state.set(module, 'done');
    };
    for (const module of graph.keys()) visit(module, []);
    expect(cycles).toEqual([]);
  });
});

describe('the README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('is a doorway a newcomer reads in minutes: at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('links every doc in docs/, each opening with its title and what it is for', () => {
    expect(docs.length).toBeGreaterThanOrEqual(4);
    for (const doc of docs) {
      expect(readme, doc).toContain(`](${doc})`);
      const [title, blank, purpose] = readFileSync(doc, 'utf8').split('\n');
      expect(title, doc).toMatch(/^# \S/);
      expect(blank, doc).toBe('');
      expect(purpose?.length, doc).toBeGreaterThan(40);
    }
  });
});

describe('the comments and docs', () => {
  const documented = [...modules, 'README.md', 'content/README.md', ...docs];
  const PATH = /(?<![\w/.-])((?:src|scripts|tests|content|public|bench)\/[\w./[\]-]*\.(?:tsx|ts|astro|mjs|css|json|yaml|mdx|md|svg|png))(?![\w-])/g;

  it('name only files that exist', () => {
    const missing = documented.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(PATH)].map((m) => m[1]!).filter((p) => !existsSync(p)).map((p) => `${file}:${i + 1}: ${p}`)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the comments', () => {
  // SPEC.md, DECISIONS.md and the issue tracker are not in the repository: a comment says the rule.
  const CITATION = /DECISIONS \d|SPEC §|§\s?\d|\b[Ii]ssue \d+/;

  it('explain in place instead of citing documents outside the repository', () => {
    const cited = [...modules, 'README.md', 'content/README.md', ...docs, '.ci/run', 'astro.config.mjs', 'keystatic.config.ts'].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) && !line.includes('const CITATION') ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(cited).toEqual([]);
  });
});
