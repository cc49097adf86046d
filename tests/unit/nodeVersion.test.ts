// Holds the one Node story: Astro 7's floor in `engines`, the Node the scripts run with (the `node`
// package, the same major as .nvmrc, which CDN builds read), the README saying both, and the
// install's closing line explaining the warnings an older Node gets from npm.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const readme = readFileSync('README.md', 'utf8');
const floor = /^>=(\d+\.\d+)\.0$/.exec(pkg.engines.node)?.[1];
const bundledMajor = /^\^?(\d+)\./.exec(pkg.devDependencies['node'] ?? '')?.[1];

describe('the Node story', () => {
  it('declares Astro 7’s floor in engines, and the README says it', () => {
    expect(floor).toBe('22.12');
    expect(readme).toContain(`Node ${floor} or newer`);
  });

  it('runs the scripts with the Node of .nvmrc, installed by the `node` package, and the README says so', () => {
    expect(bundledMajor).toBe(readFileSync('.nvmrc', 'utf8').trim());
    expect(readme).toContain(`on Node ${bundledMajor}`);
    expect(readme).toContain(`puts Node ${bundledMajor} into \`node_modules\``);
  });

  it('explains the install’s "Unsupported engine" warnings in the README and at the end of the install', () => {
    expect(readme).toContain('"Unsupported engine"');
    expect(pkg.scripts['postinstall']).toBe('node scripts/postinstall.ts');
    expect(readFileSync('scripts/postinstall.ts', 'utf8')).toContain('"Unsupported engine" warnings');
  });
});
