// The FTE and ALE calculator. The server renders it with its starting values, so the default result
// reads without JavaScript. Its fields and radios are uncontrolled: the browser owns them, so a
// visitor can type before hydration, and until then CSS alone shows the fields of the chosen way of
// counting (the twelve months of last year, or one month for an estimate). Once hydrated it shows
// them itself, with their result (FteCalculator.css says why), and reads what the fields
// hold (and a shared link's fte-… parameters, for fields still at their starting values). Beside
// one month's list of hours, groups of part-timers with the same hours ("15 people × 80 hours")
// save typing each person. The server renders none, only the button that adds one, which waits for
// the island: a group's fields count nothing without it, and the page has no bytes to spare. Twelve
// rows pasted from a spreadsheet into a month's field fill that month and the ones after it. While
// an entry is refused the tool shows what to fix in place of its result, and the address holds
// none of its entries (./toolLink). The rules are src/lib/fte.ts.
import { startTransition, useCallback, useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { employeesMax, fullTimeDefault, fullTimeHoursWeek, monthHoursMax, partTimeDefault, rules } from 'virtual:numbers/fte';
import words from 'virtual:ui/fte';
import countWords from 'virtual:ui/count';
import toolWords from 'virtual:ui/tools';
import {
  aleResult,
  chooserCount,
  chooserHref,
  groupsFromParam,
  groupsParam,
  hoursFromParam,
  monthFromParam,
  monthParam,
  MONTHS_IN_YEAR,
  parseGroup,
  parseHours,
  pastedMonths,
  shownCount,
  type GroupProblems,
  type GroupText,
  type HoursProblem,
  type MonthCount,
  type PartTimeGroup,
} from '~/lib/fte';
import { MONTH_NAMES } from '~/lib/monthNames';
import { formatNumber } from '~/lib/format';
import { echoed, fill } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import { GroupRow, HoursField, MonthRow } from './FteFields';
import FixList, { type FixItem } from './FixList';
import { fillFromLink, untouched, useToolLink } from './toolLink';
import '~/styles/tables.css';
import './FteCalculator.css';

/** The parameter of each month in a link, from 1 (January). */
const monthKey = (i: number) => `fte-m${i + 1}`;

/** The URL parameters of the calculator: the way of counting, the twelve months, the seasonal answer, and one month's fields and groups. */
export const FTE_PARAMS = ['fte-mode', ...Array.from({ length: MONTHS_IN_YEAR }, (_, i) => monthKey(i)), 'fte-seasonal', 'fte-full', 'fte-hours', 'fte-groups'];

type Mode = 'year' | 'month';

interface Props {
  /** The HRA chooser's page (with its anchor), where a result can be carried. */
  chooser: string;
}

/** One month's two fields as the calculator last read them. */
interface MonthEntry {
  fullTime: { value: number; problem: CountProblem | null };
  hours: { value: number[]; problems: HoursProblem[] };
}

/** A group of one month: its key, the text its fields started with, and what they last read (null for no group, or while refused). */
interface GroupEntry {
  key: number;
  start: GroupText;
  group: PartTimeGroup | null;
  problems: GroupProblems | null;
}

const EMPTY_GROUP: GroupText = { people: '', hours: '' };

const count = (n: number) => formatNumber(n, 'count');

/** The groups that count: those whose fields are both filled in and accepted. */
const validGroups = (groups: readonly GroupEntry[]) => groups.flatMap((g) => (g.group ? [g.group] : []));

/** The way of counting, the months (or one month), the seasonal question and the verdicts. */
export default function FteCalculator({ chooser }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const eachDefault = partTimeDefault.join(', ');
  const start: MonthEntry = { fullTime: { value: fullTimeDefault, problem: null }, hours: { value: partTimeDefault, problems: [] } };
  const [mode, setMode] = useState<Mode>('year');
  const [months, setMonths] = useState<MonthEntry[]>(() => Array.from({ length: MONTHS_IN_YEAR }, () => start));
  const [single, setSingle] = useState<MonthEntry>(start);
  const [seasonal, setSeasonal] = useState(false);
  const [pasted, setPasted] = useState(0);
  const [groups, setGroups] = useState<GroupEntry[]>([]);
  // The groups as last changed, which an add or a removal changes before React renders them.
  const groupsNow = useRef(groups);
  const nextGroup = useRef(0);
  const [hydrated, setHydrated] = useState(false);
  const link = useToolLink(FTE_PARAMS);

  const fieldIds = (key: string) => ({ fullTime: `${id}-${key}-full`, hours: `${id}-${key}-hours` });
  const field = (fieldId: string) => root.current!.querySelector<HTMLInputElement>(`[id="${fieldId}"]`)!;

  /** Reads one month's two fields. */
  function readMonth(key: string): MonthEntry {
    const ids = fieldIds(key);
    const full = parseCount(field(ids.fullTime).value, employeesMax, { allowZero: true });
    const hours = parseHours(field(ids.hours).value, monthHoursMax);
    return {
      fullTime: 'value' in full ? { value: full.value, problem: null } : { value: 0, problem: full.problem },
      hours: 'hours' in hours ? { value: hours.hours, problems: [] } : { value: [], problems: hours.problems },
    };
  }

  /** Reads a group's two fields; one not rendered yet (just added, or from a link) reads the text it starts with. */
  function readGroup(entry: GroupEntry): GroupEntry {
    const text = (which: keyof GroupText) => root.current!.querySelector<HTMLInputElement>(`[id="${id}-g${entry.key}-${which}"]`)?.value ?? entry.start[which];
    const read = parseGroup({ people: text('people'), hours: text('hours') }, employeesMax, monthHoursMax);
    return { ...entry, ...('group' in read ? { group: read.group, problems: null } : { group: null, problems: read.problems }) };
  }

  /** Reads every field, and writes the link when asked to: the entries of the way of counting chosen, or none while one is refused. */
  function readAll(write: boolean) {
    const el = root.current!;
    const now: Mode = el.querySelector<HTMLInputElement>('input[value="month"]')!.checked ? 'month' : 'year';
    const read = Array.from({ length: MONTHS_IN_YEAR }, (_, i) => readMonth(`m${i}`));
    const one = readMonth('one');
    const grouped = (groupsNow.current = groupsNow.current.map(readGroup));
    const isSeasonal = el.querySelector<HTMLInputElement>('input[value="seasonal"]')!.checked;
    // The twelve months re-render as a transition, so the frame of a key or a tap paints the field
    // or the radio first, without waiting for two dozen fields and the result.
    startTransition(() => {
      setHydrated(true);
      setMode(now);
      setMonths(read);
      setSingle(one);
      setGroups(grouped);
      setSeasonal(isSeasonal);
    });
    if (!write) return;
    const used = now === 'year' ? read : [one];
    const refused = used.some((m) => m.fullTime.problem !== null || m.hours.problems.length > 0) || (now === 'month' && grouped.some((g) => g.problems !== null));
    const asCount = (m: MonthEntry): MonthCount => ({ fullTime: m.fullTime.value, partTime: m.hours.value });
    const params: Record<string, string> = {};
    if (now === 'year') {
      read.forEach((m, i) => (params[monthKey(i)] = monthParam(asCount(m))));
      if (isSeasonal) params['fte-seasonal'] = 'yes';
    } else {
      Object.assign(params, { 'fte-mode': 'month', 'fte-full': String(one.fullTime.value), 'fte-hours': one.hours.value.join(',') });
      const given = validGroups(grouped);
      if (given.length > 0) params['fte-groups'] = groupsParam(given);
    }
    link.write(refused ? undefined : params);
  }

  // One stable callback for every field, so the memoized rows re-render only when their own values change.
  const latestReadAll = useRef(readAll);
  latestReadAll.current = readAll;
  const edit = useCallback(() => latestReadAll.current(true), []);
  const addButton = useRef<HTMLButtonElement>(null);
  // After an add, the new group's first field takes the focus once rendered; after a removal, the add button.
  const focusGroup = useRef<number | null>(null);

  function addGroup() {
    focusGroup.current = nextGroup.current;
    groupsNow.current = [...groupsNow.current, { key: nextGroup.current++, start: EMPTY_GROUP, group: null, problems: null }];
    readAll(true);
  }

  const removeGroup = useCallback((key: number) => {
    groupsNow.current = groupsNow.current.filter((g) => g.key !== key);
    addButton.current!.focus();
    latestReadAll.current(true);
  }, []);

  useEffect(() => {
    if (focusGroup.current === null) return;
    root.current!.querySelector<HTMLInputElement>(`[id="${id}-g${focusGroup.current}-people"]`)?.focus();
    focusGroup.current = null;
  }, [groups]);

  /** Rows pasted from a spreadsheet into a month's field fill that month and those after it. */
  function paste(event: ClipboardEvent<HTMLTableSectionElement>) {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-month]');
    const rows = pastedMonths(event.clipboardData.getData('text/plain'));
    if (!row || !rows) return;
    const from = Number(row.dataset['month']);
    event.preventDefault();
    const filled = rows.slice(0, MONTHS_IN_YEAR - from);
    filled.forEach((row, i) => {
      const ids = fieldIds(`m${from + i}`);
      field(ids.fullTime).value = row.fullTime;
      field(ids.hours).value = row.hours;
    });
    setPasted(filled.length);
    readAll(true);
  }

  // Once hydrated: what the fields hold now, the visitor's changes before hydration included, and a
  // shared link's values for the fields still at their starting values.
  useEffect(() => {
    const el = root.current!;
    const query = new URLSearchParams(location.search);
    const inputs = [...el.querySelectorAll<HTMLInputElement>('input')];
    const changedBefore = inputs.some((input) => !untouched(input));
    if (!changedBefore) {
      const linked = Array.from({ length: MONTHS_IN_YEAR }, (_, i) => monthFromParam(query.get(monthKey(i)) ?? ''));
      linked.forEach((month, i) => {
        if (!month) return;
        const ids = fieldIds(`m${i}`);
        field(ids.fullTime).value = month.fullTime;
        field(ids.hours).value = month.hours;
      });
      if (query.get('fte-seasonal') === 'yes') el.querySelector<HTMLInputElement>('input[value="seasonal"]')!.checked = true;
      const one = fieldIds('one');
      const hours = query.get('fte-hours');
      if (hours !== null) query.set('fte-hours', hoursFromParam(hours));
      const linkedGroups = groupsFromParam(query.get('fte-groups') ?? '');
      if (linkedGroups) groupsNow.current = linkedGroups.map((start) => ({ key: nextGroup.current++, start, group: null, problems: null }));
      const oneLinked = [fillFromLink(field(one.fullTime), query, 'fte-full'), fillFromLink(field(one.hours), query, 'fte-hours'), linkedGroups].some(Boolean);
      // A link with one month's fields (and no twelve months) opens that way of counting.
      if (query.get('fte-mode') === 'month' || (oneLinked && !linked.some(Boolean))) el.querySelector<HTMLInputElement>('input[value="month"]')!.checked = true;
    }
    readAll(link.ready(el, changedBefore));
    // Only on mount: later changes come from the visitor.
  }, []);

  const used = mode === 'year' ? months.map((m) => ({ fullTime: m.fullTime.value, partTime: m.hours.value })) : [{ fullTime: single.fullTime.value, partTime: single.hours.value, groups: validGroups(groups) }];
  const result = aleResult(used, seasonal, rules);
  const carried = chooserCount(result);
  const active = (key: string) => (mode === 'year' ? key.startsWith('m') : key === 'one');
  const entryOf = (key: string) => (key === 'one' ? single : months[Number(key.slice(1))]!);
  const monthLabel = (key: string) => (key === 'one' ? words.oneMonth : MONTH_NAMES[Number(key.slice(1))]!);
  const fullTimeMessage = (key: string) => {
    const problem = entryOf(key).fullTime.problem;
    return active(key) && problem ? fill(countWords[problem], { max: count(employeesMax) }) : '';
  };
  const hoursMessage = (key: string) =>
    active(key)
      ? entryOf(key)
          .hours.problems.map((p) => fill(words.entryProblem, { number: p.number, typed: echoed(p.typed), message: fill(countWords[p.problem], { max: count(monthHoursMax) }) }))
          .join(' ')
      : '';
  const keys = mode === 'year' ? months.map((_, i) => `m${i}`) : ['one'];
  const toFix: FixItem[] = keys.flatMap((key) => {
    const ids = fieldIds(key);
    const label = (what: string) => fill(words.fixLabel, { month: monthLabel(key), field: what });
    return [
      ...(fullTimeMessage(key) ? [{ id: ids.fullTime, label: label(words.fullTime), message: fullTimeMessage(key) }] : []),
      ...(hoursMessage(key) ? [{ id: ids.hours, label: label(words.each), message: hoursMessage(key) }] : []),
    ];
  });
  if (mode === 'month') {
    groups.forEach((g, i) => {
      const label = (what: string) => fill(words.fixLabel, { month: fill(words.group, { number: i + 1 }), field: what });
      const message = (problem: CountProblem, max: number) => fill(countWords[problem], { max: count(max) });
      if (g.problems?.people) toFix.push({ id: `${id}-g${g.key}-people`, label: label(words.people), message: message(g.problems.people, employeesMax) });
      if (g.problems?.hours) toFix.push({ id: `${id}-g${g.key}-hours`, label: label(words.hoursEach), message: message(g.problems.hours, monthHoursMax) });
    });
  }
  const names = (indexes: number[]) => indexes.map((i) => MONTH_NAMES[i]!).join(', ');
  const flagged = result.months.flatMap((m, i) => (m.fullTimeAmongPartTime > 0 ? [i] : []));

  return (
    <div ref={root} className="fte-calculator-island" data-mode={hydrated ? mode : undefined}>
      <div className="inputs">
        <fieldset className="modes">
          <legend>{words.mode}</legend>
          {(['year', 'month'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name={`${id}-mode`} value={m} defaultChecked={m === 'year'} autoComplete="off" onChange={() => readAll(true)} />
              {m === 'year' ? words.modeYear : words.modeMonth}
            </label>
          ))}
        </fieldset>
        <p id={`${id}-each-hint`} className="hint">
          {fill(words.fullTimeHint, { week: fullTimeHoursWeek, month: rules.fullTimeHoursMonth })} {words.eachHint}
        </p>
        <div className="year">
          <p id={`${id}-months-hint`} className="hint">
            {words.monthsHint}
          </p>
          <table aria-describedby={`${id}-months-hint`}>
            <caption>{words.monthsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.month}</th>
                <th scope="col" id={`${id}-col-full`}>
                  {words.fullTime}
                </th>
                <th scope="col" id={`${id}-col-hours`}>
                  {words.each}
                </th>
              </tr>
            </thead>
            <tbody onPaste={paste}>
              {MONTH_NAMES.map((name, i) => (
                <MonthRow
                  key={name}
                  id={id}
                  index={i}
                  name={name}
                  fullTimeDefault={String(fullTimeDefault)}
                  hoursDefault={eachDefault}
                  fullTimeProblem={mode === 'year' ? months[i]!.fullTime.problem : null}
                  hoursMessage={hoursMessage(`m${i}`)}
                  employeesMax={employeesMax}
                  onEdit={edit}
                />
              ))}
            </tbody>
          </table>
          <p className="pasted" role="status">
            {pasted > 0 && fill(words.pasted, { count: pasted })}
          </p>
          <fieldset className="seasonal">
            <legend>{fill(words.seasonalQuestion, { threshold: rules.aleThreshold })}</legend>
            <p className="hint">{fill(words.seasonalHint, { threshold: rules.aleThreshold, months: rules.seasonalMonths })}</p>
            {(['seasonal', 'not-seasonal'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name={`${id}-seasonal`} value={value} defaultChecked={value === 'not-seasonal'} autoComplete="off" onChange={() => readAll(true)} />
                {value === 'seasonal' ? words.yes : words.no}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="month">
          <CountField
            id={fieldIds('one').fullTime}
            label={words.fullTime}
            defaultText={String(fullTimeDefault)}
            problem={mode === 'month' ? single.fullTime.problem : null}
            max={employeesMax}
            onText={edit}
          />
          <div className="each">
            <label htmlFor={fieldIds('one').hours}>{words.each}</label>
            <HoursField id={fieldIds('one').hours} hintId={`${id}-each-hint`} defaultText={eachDefault} message={hoursMessage('one')} onEdit={edit} />
          </div>
          <fieldset>
            <legend>{words.groups}</legend>
            <p className="hint">{words.groupsHint}</p>
            {groups.map((g, i) => (
              <GroupRow
                key={g.key}
                id={id}
                groupKey={g.key}
                number={i + 1}
                start={g.start}
                problems={mode === 'month' ? g.problems : null}
                employeesMax={employeesMax}
                monthHoursMax={monthHoursMax}
                onEdit={edit}
                onRemove={removeGroup}
              />
            ))}
            <button type="button" className="button secondary" ref={addButton} disabled={!hydrated} onClick={addGroup}>
              {words.addGroup}
            </button>
          </fieldset>
        </div>
      </div>
      {toFix.length > 0 ? (
        <FixList heading={toolWords.fix} items={toFix} />
      ) : (
        <div className="result" aria-live="polite">
          {result.estimate ? (
            <>
              <p className="fte-total">{fill(words.estimate, { total: count(shownCount(result.average)) })}</p>
              <p className="breakdown">
                {fill(words.breakdown, {
                  fullTime: count(result.months[0]!.fullTime),
                  equivalents: count(shownCount(result.months[0]!.equivalents)),
                  hours: count(result.months[0]!.countedHours),
                  cap: rules.fteMonthlyHoursCap,
                })}
              </p>
            </>
          ) : (
            <>
              <p className="fte-total">{fill(words.result, { average: count(shownCount(result.average)), rounded: count(result.rounded) })}</p>
              <p className="breakdown">{fill(words.monthly, { months: result.months.map((m, i) => `${MONTH_NAMES[i]} ${count(shownCount(m.total))}`).join(', ') })}</p>
            </>
          )}
          <ul className="verdicts">
            <li className={result.ale ? 'yes' : 'no'}>
              {result.estimate
                ? fill(result.ale ? words.estimateAle : words.estimateNotAle, { threshold: rules.aleThreshold })
                : result.seasonalException
                  ? fill(words.seasonalApplies, { threshold: rules.aleThreshold, count: result.monthsOver.length, months: names(result.monthsOver) })
                  : fill(result.ale ? words.ale : words.notAle, { threshold: rules.aleThreshold })}
            </li>
            <li className={result.qsehraPossible ? 'yes' : 'no'}>{result.qsehraPossible ? words.qsehra : words.noQsehra}</li>
          </ul>
          {result.seasonalQuestion && !seasonal && (
            <p className="seasonal-note">
              {fill(words.seasonalAsk, { threshold: rules.aleThreshold, count: result.monthsOver.length, months: names(result.monthsOver) })}
            </p>
          )}
          {seasonal && result.atThreshold && !result.estimate && !result.seasonalQuestion && (
            <p className="seasonal-note">{fill(words.seasonalNot, { threshold: rules.aleThreshold, count: result.monthsOver.length, limit: rules.seasonalMonths })}</p>
          )}
          {flagged.length > 0 && (
            <p className="warning">
              {result.estimate
                ? fill(words.fullTimeAmongPartTime, { people: result.months[0]!.fullTimeAmongPartTime, hours: rules.fullTimeHoursMonth })
                : fill(words.fullTimeInMonths, { months: names(flagged), hours: rules.fullTimeHoursMonth })}
            </p>
          )}
          {carried !== undefined && (
            <p className="carry">
              <a href={chooserHref(chooser, carried)}>{fill(words.chooser, { count: count(carried) })}</a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
