// Holds the git host's CI workflow to the README: it runs .ci/run on every push and pull request of
// any branch, with Node 20 in Debian (so the browser tests get the same headless shell as on the
// project's machines), and .ci/run runs the README's "Run every test" command, timing each phase.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { 'runs-on': string; container?: string; env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as Workflow;
const jobs = Object.values(workflow.jobs);
const ciRun = readFileSync('.ci/run', 'utf8').split('\n').map((line) => line.trim());
/** The README's command in the row "Run every test", e.g. npm install && npm test. */
const readmeCommand = /^\| Run every test \| `([^`]+)` \|$/m.exec(readFileSync('README.md', 'utf8'))?.[1];

describe('the CI workflow', () => {
  it('runs on every push and every pull request, whatever the branch', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    // A bare trigger (null) filters nothing; a branches or paths filter would skip some changes.
    expect(workflow.on['push']).toBeNull();
    expect(workflow.on['pull_request']).toBeNull();
  });

  it('runs bash .ci/run after checking out, in Debian with Node 20 and npm 11, with no browser of its own', () => {
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job!['runs-on']).toMatch(/^ubuntu-/);
    expect(job!.container).toBe('node:20-bookworm');
    // A set CHROMIUM_PATH would skip the headless shell .ci/run installs.
    expect(job!.env?.['CHROMIUM_PATH']).toBeUndefined();
    expect(job!.steps.map((step) => step.uses ?? step.run)).toEqual(['actions/checkout@v4', 'npm install -g npm@11', 'bash .ci/run']);
  });
});

describe('.ci/run', () => {
  it('runs the README’s test command, installing from the lock file', () => {
    expect(readmeCommand).toBe('npm install && npm test');
    const [install, test] = readmeCommand!.split(' && ');
    expect(install).toBe('npm install');
    // npm ci is npm install held to package-lock.json, as a clean machine should install.
    expect(ciRun).toContain('phase install npm ci --no-fund --no-audit');
    expect(ciRun).toContain(`phase test ${test}`);
    expect(ciRun.indexOf('phase install npm ci --no-fund --no-audit')).toBeLessThan(ciRun.indexOf(`phase test ${test}`));
  });

  it('runs the audit and the benchmark on the test command’s build, never building again', () => {
    const after = ciRun.slice(ciRun.indexOf(`phase test npm test`) + 1).filter((line) => line.startsWith('phase '));
    expect(after).toEqual(['phase audit ./node_modules/.bin/node scripts/audit.ts', 'phase bench ./node_modules/.bin/node scripts/bench-interaction.ts']);
  });

  it('npm test is the script the README describes', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['test']).toBe('npm run check:content && astro check && astro build && npm run build:editor && vitest run && playwright test');
  });
});
