// The FTE and ALE calculator. The server renders it with its starting values, so the default
// result reads without JavaScript. Its fields and radios are uncontrolled: the browser owns them,
// so a visitor can type before hydration, and CSS alone shows the field of the chosen way of giving
// part-time hours. Once hydrated it reads what they hold (and a shared link's fte-… parameters, for
// fields still at their starting values). A refused number shows its message beside its field and
// the last valid value keeps deciding. The rules are src/lib/fte.ts.
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { chooserCount, chooserHref, fteResult, parseHours, shownCount, type FteRules, type HoursProblem } from '~/lib/fte';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import type { UiWords } from '~/schemas';
import CountField from './CountField';
import { fillFromLink, untouched, useLinkWriter } from './toolLink';
import './FteCalculator.css';

/** The URL parameters of the calculator. */
export const FTE_PARAMS = ['fte-full', 'fte-hours', 'fte-total'] as const;

type Mode = 'each' | 'total';

interface Props {
  words: Omit<UiWords['fte'], 'method'>;
  countWords: UiWords['count'];
  rules: FteRules;
  fullTimeHoursWeek: number;
  fullTimeDefault: number;
  /** Each part-time employee's monthly hours to start with. */
  partTimeDefault: number[];
  employeesMax: number;
  /** The most hours one person works in a month. */
  monthHoursMax: number;
  /** The HRA chooser's page (with its anchor), where a result can be carried. */
  chooser: string;
}

const count = (n: number) => formatNumber(n, 'count');

/** The full-time field, the part-time hours (each or total) and the verdicts. */
export default function FteCalculator({ words, countWords, rules, fullTimeHoursWeek, fullTimeDefault, partTimeDefault, employeesMax, monthHoursMax, chooser }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const totalMax = employeesMax * monthHoursMax;
  const eachDefault = partTimeDefault.join(', ');
  const [fullTime, setFullTime] = useState({ value: fullTimeDefault, problem: null as CountProblem | null });
  const [mode, setMode] = useState<Mode>('each');
  const [each, setEach] = useState({ value: partTimeDefault, problems: [] as HoursProblem[] });
  const [total, setTotal] = useState({ value: 0, problem: null as CountProblem | null });
  const writeLink = useLinkWriter();

  // Each reader keeps the last valid value and returns the new one, or undefined when refused.
  function readFullTime(text: string) {
    const result = parseCount(text, employeesMax, { allowZero: true });
    setFullTime((f) => ('value' in result ? { value: result.value, problem: null } : { ...f, problem: result.problem }));
    return 'value' in result ? result.value : undefined;
  }
  function readEach(text: string) {
    const result = parseHours(text, monthHoursMax);
    setEach((e) => ('hours' in result ? { value: result.hours, problems: [] } : { ...e, problems: result.problems }));
    return 'hours' in result ? result.hours : undefined;
  }
  function readTotal(text: string) {
    const result = parseCount(text, totalMax, { allowZero: true });
    setTotal((t) => ('value' in result ? { value: result.value, problem: null } : { ...t, problem: result.problem }));
    return 'value' in result ? result.value : undefined;
  }

  /** Writes what the fields hold now, when all of it is valid. */
  function link(values: { full: number | undefined; mode: Mode; hours: number[] | undefined; total: number | undefined }) {
    const { full, hours, total: sum } = values;
    if (full === undefined || (values.mode === 'each' ? hours === undefined : sum === undefined)) return;
    writeLink({
      'fte-full': String(full),
      'fte-hours': values.mode === 'each' ? hours!.join(',') : undefined,
      'fte-total': values.mode === 'total' ? String(sum) : undefined,
    });
  }

  const fields = () => {
    const el = root.current!;
    return {
      full: el.querySelector<HTMLInputElement>(`[id="${id}-full"]`)!,
      each: el.querySelector<HTMLInputElement>(`[id="${id}-each"]`)!,
      total: el.querySelector<HTMLInputElement>(`[id="${id}-total"]`)!,
      modeTotal: el.querySelector<HTMLInputElement>('input[value="total"]')!,
    };
  };
  /** Reads every field, and writes the link when asked to. A change reaches it as a transition, so
   * the tap's or key's frame paints before the result is worked out. */
  function readAll(write: boolean) {
    const f = fields();
    const now: Mode = f.modeTotal.checked ? 'total' : 'each';
    setMode(now);
    const values = { full: readFullTime(f.full.value), mode: now, hours: readEach(f.each.value), total: readTotal(f.total.value) };
    if (write) link(values);
  }

  // Once hydrated: what the fields hold now, the visitor's changes before hydration included, and a
  // shared link's values for the fields still at their starting values.
  useEffect(() => {
    const f = fields();
    const query = new URLSearchParams(location.search);
    const changedBefore = [f.full, f.each, f.total, f.modeTotal].some((field) => !untouched(field));
    fillFromLink(f.full, query, 'fte-full');
    fillFromLink(f.each, query, 'fte-hours');
    if (fillFromLink(f.total, query, 'fte-total') && !changedBefore) f.modeTotal.checked = true;
    readAll(changedBefore);
    // Only on mount: later changes come from the visitor.
  }, []);

  const result = fteResult(fullTime.value, mode === 'each' ? { each: each.value } : { total: total.value }, rules);
  const carried = chooserCount(result);
  const eachErrors = each.problems.map((p) => fill(words.entryProblem, { number: p.number, typed: p.typed, message: fill(countWords[p.problem], { max: count(monthHoursMax) }) }));

  return (
    <div ref={root} className="fte-calculator-island">
      <CountField
        id={`${id}-full`}
        label={words.fullTime}
        hint={fill(words.fullTimeHint, { week: fullTimeHoursWeek, month: rules.fullTimeHoursMonth })}
        defaultText={String(fullTimeDefault)}
        problem={fullTime.problem}
        words={countWords}
        max={employeesMax}
        onText={() => readAll(true)}
      />
      <fieldset className="part-time">
        <legend>{words.partTime}</legend>
        <div className="modes">
          {(['each', 'total'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name={`${id}-mode`} value={m} defaultChecked={m === 'each'} onChange={() => startTransition(() => readAll(true))} />
              {m === 'each' ? words.modeEach : words.modeTotal}
            </label>
          ))}
        </div>
        <div className="each">
          <label htmlFor={`${id}-each`}>{words.each}</label>
          <p id={`${id}-each-hint`} className="hint">
            {words.eachHint}
          </p>
          {/* A one-line field, not a textarea: React rewrites a textarea's text as it hydrates,
              which would drop what a visitor typed before then. */}
          <input
            id={`${id}-each`}
            type="text"
            defaultValue={eachDefault}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={eachErrors.length > 0 ? true : undefined}
            aria-describedby={`${id}-each-hint ${id}-each-error`}
            onChange={() => startTransition(() => readAll(true))}
          />
          <p id={`${id}-each-error`} className="error" aria-live="polite">
            {eachErrors.join(' ')}
          </p>
        </div>
        <div className="total">
          <CountField
            id={`${id}-total`}
            label={words.total}
            hint={fill(words.totalHint, { cap: rules.fteMonthlyHoursCap })}
            defaultText="0"
            problem={total.problem}
            words={countWords}
            max={totalMax}
            onText={() => readAll(true)}
          />
        </div>
      </fieldset>
      <div className="result" aria-live="polite">
        <p className="fte-total">{fill(words.result, { total: count(shownCount(result.total)) })}</p>
        <p className="breakdown">
          {fill(words.breakdown, { fullTime: count(result.fullTime), equivalents: count(shownCount(result.equivalents)), hours: count(result.countedHours), cap: rules.fteMonthlyHoursCap })}
        </p>
        <ul className="verdicts">
          <li className={result.ale ? 'yes' : 'no'}>{fill(result.ale ? words.ale : words.notAle, { threshold: rules.aleThreshold })}</li>
          <li className={result.qsehraPossible ? 'yes' : 'no'}>{fill(result.qsehraPossible ? words.qsehra : words.noQsehra, { limit: rules.qsehraMaxEmployees })}</li>
        </ul>
        {result.fullTimeAmongPartTime > 0 && (
          <p className="warning">{fill(words.fullTimeAmongPartTime, { people: result.fullTimeAmongPartTime, hours: rules.fullTimeHoursMonth })}</p>
        )}
        {carried !== undefined && (
          <p className="carry">
            <a href={chooserHref(chooser, carried)}>{fill(words.chooser, { count: count(carried) })}</a>
          </p>
        )}
      </div>
    </div>
  );
}
