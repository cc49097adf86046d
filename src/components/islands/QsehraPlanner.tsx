// The QSEHRA allowance planner. The server renders it with its starting values, so the default
// checks and budget read without JavaScript. Its fields and the start month are uncontrolled: the
// browser owns them, so a visitor can type and pick before hydration. Once hydrated it reads what
// they hold (and a shared link's qp-… parameters, for fields still at their starting values). A
// refused number shows its message beside its field, and the tool shows what to fix in place of
// its checks and budget, with nothing of them left in the address until it is fixed. The rules are
// src/lib/qsehraPlanner.ts; the server gives each start month the limits of its year.
import { useEffect, useId, useRef, useState } from 'react';
import words from 'virtual:ui/qsehraPlanner';
import countWords from 'virtual:ui/count';
import toolWords from 'virtual:ui/tools';
import { MONTH_NAMES } from '~/lib/monthNames';
import { formatMoney, formatNumber } from '~/lib/format';
import { COVERAGES, planQsehra, type Coverage, type PlannerYear, type QsehraFees } from '~/lib/qsehraPlanner';
import { fill } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import FixList from './FixList';
import { fillFromLink, untouched, useToolLink } from './toolLink';
import '~/styles/tables.css';
import './QsehraPlanner.css';

/** A plan start the visitor can pick: value YYYY-MM, as the link carries it. */
interface PlannerStart extends PlannerYear {
  value: string;
  label: string;
  month: number;
}

/** Every month of each year, in order. */
function startsOf(years: PlannerYear[]): PlannerStart[] {
  return years.flatMap((y) => MONTH_NAMES.map((name, i) => ({ ...y, value: `${y.year}-${String(i + 1).padStart(2, '0')}`, label: `${name} ${y.year}`, month: i + 1 })));
}

/** The parameter of each field, by its id suffix. */
const PARAMS = {
  'selfOnly-allowance': 'qp-self',
  'selfOnly-participants': 'qp-self-count',
  'family-allowance': 'qp-family',
  'family-participants': 'qp-family-count',
} as const;

/** The URL parameters of the planner. */
export const PLANNER_PARAMS = [...Object.values(PARAMS), 'qp-start'];

type FieldKey = keyof typeof PARAMS;
type Entry = { value: number; problem: CountProblem | null };

interface Props {
  fees: QsehraFees;
  planYearMonths: number;
  /** The years a plan may start in. */
  years: PlannerYear[];
  /** The start month chosen first (YYYY-MM): the next plan year that has not begun. */
  startDefault: string;
  allowances: Record<Coverage, number>;
  participants: Record<Coverage, number>;
  allowanceMax: number;
  participantsMax: number;
}

const usd = (n: number) => formatMoney(n);


/** The allowances and head counts, the start month, the checks and the budget. */
export default function QsehraPlanner({
  fees,
  planYearMonths,
  years,
  startDefault,
  allowances,
  participants,
  allowanceMax,
  participantsMax,
}: Props) {
  const starts = startsOf(years);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const defaults: Record<FieldKey, number> = {
    'selfOnly-allowance': allowances.selfOnly,
    'selfOnly-participants': participants.selfOnly,
    'family-allowance': allowances.family,
    'family-participants': participants.family,
  };
  const [values, setValues] = useState(() => Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, { value: v, problem: null }])) as Record<FieldKey, Entry>);
  const [start, setStart] = useState(startDefault);
  const link = useToolLink(PLANNER_PARAMS);

  /** Parses one field: an allowance may start with $, a head count may be 0. */
  function parse(key: FieldKey, text: string) {
    return key.endsWith('allowance') ? parseCount(text.replace(/^\s*\$/, ''), allowanceMax) : parseCount(text, participantsMax, { allowZero: true });
  }

  /** Reads every field and the start month; writes the link when asked (none of it while an entry is refused). */
  function readAll(write: boolean) {
    const el = root.current!;
    const next = { ...values };
    const params: Record<string, string> = {};
    let valid = true;
    for (const key of Object.keys(PARAMS) as FieldKey[]) {
      const result = parse(key, el.querySelector<HTMLInputElement>(`[id="${id}-${key}"]`)!.value);
      next[key] = 'value' in result ? { value: result.value, problem: null } : { ...values[key], problem: result.problem };
      if ('value' in result) params[PARAMS[key]] = String(result.value);
      else valid = false;
    }
    const picked = el.querySelector<HTMLSelectElement>('select')!.value;
    setValues(next);
    setStart(picked);
    // While an entry is refused the address holds none of them, so a shared link shows nothing stale.
    if (write) link.write(valid ? { ...params, 'qp-start': picked } : undefined);
  }

  // Once hydrated: what the fields hold now, the visitor's changes before hydration included, and a
  // shared link's values for the fields still at their starting values.
  useEffect(() => {
    const el = root.current!;
    const query = new URLSearchParams(location.search);
    const inputs = [...el.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
    const changedBefore = inputs.some((f) => !untouched(f));
    for (const key of Object.keys(PARAMS) as FieldKey[]) fillFromLink(el.querySelector<HTMLInputElement>(`[id="${id}-${key}"]`)!, query, PARAMS[key]);
    fillFromLink(el.querySelector('select')!, query, 'qp-start');
    readAll(link.ready(el, changedBefore));
    // Only on mount: later changes come from the visitor.
  }, []);

  const picked = starts.find((s) => s.value === start) ?? starts.find((s) => s.value === startDefault)!;
  const plan = {
    allowance: { selfOnly: values['selfOnly-allowance'].value, family: values['family-allowance'].value },
    participants: { selfOnly: values['selfOnly-participants'].value, family: values['family-participants'].value },
    startMonth: picked.month,
  };
  const budget = planQsehra(plan, picked.limits, fees, planYearMonths);
  const toFix = (Object.keys(PARAMS) as FieldKey[]).flatMap((key) => {
    const problem = values[key].problem;
    if (problem === null) return [];
    const [coverage, kind] = key.split('-') as [Coverage, 'allowance' | 'participants'];
    return [
      {
        id: `${id}-${key}`,
        label: `${words[coverage]}: ${words[kind]}`,
        message: fill(countWords[problem], { max: formatNumber(kind === 'allowance' ? allowanceMax : participantsMax, 'count') }),
      },
    ];
  });
  const field = (key: FieldKey, label: string, max: number, hint?: string) => (
    <CountField
      id={`${id}-${key}`}
      label={label}
      {...(hint === undefined ? {} : { hint })}
      defaultText={String(defaults[key])}
      problem={values[key].problem}
      max={max}
      onText={() => readAll(true)}
    />
  );

  return (
    <div ref={root} className="qsehra-planner-island">
      <div className="inputs">
        {COVERAGES.map((c) => (
          <fieldset key={c}>
            <legend>{words[c]}</legend>
            {field(`${c}-allowance`, words.allowance, allowanceMax, fill(words.allowanceMax, { monthlyLimit: usd(budget.checks[c].monthlyLimit), year: picked.limitsYear }))}
            {field(`${c}-participants`, words.participants, participantsMax)}
          </fieldset>
        ))}
        <div className="start">
          <label htmlFor={`${id}-start`}>{words.start}</label>
          <p id={`${id}-start-hint`} className="hint">
            {words.startHint}
          </p>
          <select id={`${id}-start`} defaultValue={startDefault} autoComplete="off" aria-describedby={`${id}-start-hint`} onChange={() => readAll(true)}>
            {starts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {toFix.length > 0 ? (
        <FixList heading={toolWords.fix} items={toFix} />
      ) : (
        <div className="result" aria-live="polite">
          <p className="limits-year">
            {picked.limitsYear === picked.year
              ? fill(words.limitsYear, { year: picked.year, source: picked.source })
              : fill(words.limitsFallback, { startYear: picked.year, year: picked.limitsYear, source: picked.source })}
          </p>
          <ul className="checks">
            {COVERAGES.map((c) => {
              const check = budget.checks[c];
              const values = {
                coverage: words.coverage[c],
                monthly: usd(plan.allowance[c]),
                firstYear: usd(check.firstYear),
                months: budget.months,
                limit: usd(check.firstYearLimit),
                monthlyLimit: usd(check.monthlyLimit),
                yearLimit: usd(picked.limits[c]),
              };
              return (
                <li key={c} className={check.withinLimit ? 'within' : 'over'}>
                  {fill(check.withinLimit ? words.within : budget.months === planYearMonths ? words.over : words.overShort, values)}
                  {budget.capped.includes(c) && ` ${fill(words.capped, values)}`}
                </li>
              );
            })}
          </ul>
          {budget.participants === 0 ? (
            <p className="none">{words.noParticipants}</p>
          ) : (
            <table>
              <caption>{fill(words.caption, { participants: formatNumber(budget.participants, 'count') })}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.item}</th>
                  <th scope="col">{fill(words.firstYear, { months: budget.months })}</th>
                  <th scope="col">{words.fullYear}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{words.allowances}</th>
                  <td>{usd(budget.allowances.firstYear)}</td>
                  <td>{usd(budget.allowances.fullYear)}</td>
                </tr>
                <tr>
                  <th scope="row">{words.fee}</th>
                  <td>{usd(budget.fee.firstYear)}</td>
                  <td>{usd(budget.fee.fullYear)}</td>
                </tr>
                <tr className="sum">
                  <th scope="row">{words.total}</th>
                  <td>{usd(budget.allowances.firstYear + budget.fee.firstYear)}</td>
                  <td>{usd(budget.allowances.fullYear + budget.fee.fullYear)}</td>
                </tr>
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
