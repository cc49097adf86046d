// Holds the scheduled rebuild to its job: the live site shows the figures of the day it was built,
// so a workflow calls the host's deploy hook every day and in the first hour of January 1 in each
// US time zone, with the hook's URL from a repository secret that the deploy steps name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>;
}

const workflow = parse(readFileSync('.github/workflows/rebuild.yml', 'utf8')) as Workflow;
const crons = (workflow.on.schedule ?? []).map((entry) => entry.cron);
const SECRET = 'PAGES_DEPLOY_HOOK';

/** Whether one field of a cron expression takes `value`: "*", a number, or a comma list of numbers. */
const takes = (field: string, value: number) => field === '*' || field.split(',').map(Number).includes(value);

/** Whether `cron` (minute hour day month weekday, in UTC) fires at this UTC minute. */
function fires(cron: string, at: Date): boolean {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  return (
    takes(minute!, at.getUTCMinutes()) &&
    takes(hour!, at.getUTCHours()) &&
    takes(day!, at.getUTCDate()) &&
    takes(month!, at.getUTCMonth() + 1) &&
    takes(weekday!, at.getUTCDay())
  );
}

/** Every UTC minute from `from` for `minutes` minutes at which some schedule fires. */
function firings(from: Date, minutes: number): Date[] {
  return Array.from({ length: minutes }, (_, i) => new Date(from.getTime() + i * 60_000)).filter((at) => crons.some((cron) => fires(cron, at)));
}

describe('the scheduled rebuild', () => {
  it.each([
    ['2026-11-25', 1],
    ['2027-02-28', 1],
    ['2027-07-04', 1],
    ['2028-02-29', 1],
  ])('runs at least once on %s (UTC), whatever the day', (day, atLeast) => {
    expect(firings(new Date(`${day}T00:00:00Z`), 24 * 60).length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each([
    ['Eastern', -5],
    ['Central', -6],
    ['Mountain', -7],
    ['Pacific', -8],
    ['Alaska', -9],
    ['Hawaii', -10],
  ])('runs in the first hour of January 1 in %s time (UTC%i)', (_, offset) => {
    for (const year of [2027, 2028, 2031]) {
      const localMidnight = new Date(Date.UTC(year, 0, 1, -offset));
      expect(firings(localMidnight, 60)).not.toEqual([]);
    }
  });

  it(`calls the deploy hook with curl -X POST, its URL from the repository secret ${SECRET}, and can be run by hand`, () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const call = steps.find((step) => step.run?.includes('curl'));
    expect(call?.env?.[SECRET]).toBe(`\${{ secrets.${SECRET} }}`);
    expect(call?.run).toMatch(new RegExp(`curl [^\\n]*-X POST "\\$${SECRET}"`));
    expect(call?.run).toContain('--fail');
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('is named in the deploy steps, secret and all', () => {
    const deploying = readFileSync('docs/deploying.md', 'utf8');
    expect(deploying).toContain('.github/workflows/rebuild.yml');
    expect(deploying).toContain(SECRET);
  });
});
