// A throwaway copy of the project for code that changes content or runs the editor (tests, and the
// audit's build of every page with its words set aside), so nothing it writes (content, .astro/
// caches, dist/) touches this checkout. node_modules is linked, not copied.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a build of the site needs, plus the editor's config and the commands (the first-window gate runs in a copy). */
const PROJECT_FILES = ['src', 'content', 'public', 'scripts', 'astro.config.mjs', 'keystatic.config.ts', 'tsconfig.json', 'package.json'];

/** Copies the project at `from` (this one by default) into a new temporary folder named after `prefix` and returns its path. */
export function copyProject(prefix: string, from = process.cwd()): string {
  const work = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const path of PROJECT_FILES) cpSync(join(from, path), join(work, path), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(work, 'node_modules'));
  return work;
}

/**
 * Copies every file of this project that git tracks or would track (its tests and their configs
 * too, and files not yet committed) into a new temporary folder named after `prefix`; returns its path.
 */
export function copyWholeProject(prefix: string): string {
  const work = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter((file) => file && existsSync(file));
  for (const file of files) cpSync(file, join(work, file));
  symlinkSync(join(process.cwd(), 'node_modules'), join(work, 'node_modules'));
  return work;
}

/** Variables Vitest sets (its own, and import.meta.env's mirrored into process.env). */
const TEST_RUNNER_VARIABLES = new Set(['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'TEST']);

/**
 * This process's environment without the test runner's variables: with them a build bundles React's
 * development code and renders images as in dev mode, and Astro's dev server answers no request.
 */
export function plainEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !TEST_RUNNER_VARIABLES.has(name)));
}

/** Builds the copy at `work` into its own dist/, as `npm run build` would, with `env` added to the environment. */
export function buildCopy(work: string, env: NodeJS.ProcessEnv = {}): void {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: work, env: { ...plainEnv(), ...env }, stdio: 'pipe' });
}

/** Every built HTML file under `dist`, by its path relative to it. */
export function builtHtml(dist: string): Map<string, string> {
  return new Map(
    readdirSync(dist, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return [path.slice(dist.length + 1), readFileSync(path, 'utf8')] as const;
      }),
  );
}
