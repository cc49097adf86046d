// The plan-year deadline calendar. The server renders the dates of its default start, so they read
// without JavaScript, and its radios and date field are uncontrolled: the browser owns them, so a
// visitor can pick and type before hydration. Once hydrated it reads what they hold (and a shared
// link's parameters, for inputs still at their starting values) and lists the dates from that,
// plan year by plan year, each marked once it has passed by the visitor's own clock. Every valid
// change is written to the URL (replaceState, once the browser is idle), so the link can be shared;
// while the date is refused, the tool says what to fix where its dates were, and the address, the
// download and Copy link carry nothing from an earlier date. The .ics download loads its iCalendar
// writer only on the click, so it costs nothing before.
import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { figures, laterYears, products, rules, source, yearsAhead, yearsBack } from 'virtual:numbers/calendar';
import words from 'virtual:ui/calendar';
import toolWords from 'virtual:ui/tools';
import { dateFieldParts, dateParts, isoDate, longDate, weekdayName, type IsoDate } from '~/lib/calendarDate';
import type { CalendarEvent } from '~/lib/calendarFile';
import {
  defaultStart,
  planCalendar,
  readStart,
  startRange,
  type CalendarProduct,
  type Deadline,
  type PlanCalendar as PlanCalendarDates,
  type PlanYearDates,
  type StartProblem,
} from '~/lib/planCalendar';
import { fill } from '~/lib/template';
import FixList from './FixList';
import './PlanCalendar.css';
import { untouched, useToolLink } from './toolLink';

interface Props {
  productDefault: CalendarProduct;
  /** The build's date: its plan year sets the start shown first and the starts accepted, and it marks the passed dates until the visitor's clock is read. */
  buildDay: IsoDate;
}

const PRODUCT_PARAM = 'cal-hra';
const START_PARAM = 'cal-start';

/** The visitor's date where they are, which decides what has passed. */
function localToday(): IsoDate {
  const now = new Date();
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())!;
}

/** A date's title and the rule that sets it, in the visitor's words. */
function describe(deadline: Deadline, year: PlanYearDates) {
  const { titles, rules: why } = words;
  const values = { year: year.year, start: longDate(year.start), end: longDate(year.end) };
  switch (deadline.kind) {
    case 'firstNoticeDue':
      return { title: titles.firstNoticeDue, rule: fill(why.firstNoticeDue, { ...values, days: rules.noticeDaysBefore }) };
    case 'amendmentOpens':
      return { title: fill(titles.amendmentOpens, values), rule: fill(why.amendmentOpens, { ...values, days: rules.amendmentDaysBefore }) };
    case 'noticeDue':
      return { title: fill(titles.noticeDue, values), rule: fill(why.noticeDue, { ...values, days: rules.noticeDaysBefore }) };
    case 'planYearEnds':
      return { title: fill(titles.planYearEnds, values), rule: fill(year.short ? why.firstYearShort : year.first ? why.firstYearFull : why.laterYear, values) };
    case 'runoutEnds':
      return { title: fill(titles.runoutEnds, values), rule: fill(why.runoutEnds, { ...values, days: rules.yearEndRunoutDays }) };
    case 'w2Due':
      return { title: titles.w2Due, rule: fill(why.w2Due, { ...values, due: figures.w2Due }) };
    case 'furnishingDue':
      return { title: titles.furnishingDue, rule: fill(why.furnishingDue, { ...values, due: figures.furnishingDue, extension: rules.furnishingExtensionDays }) };
    case 'electronicFiling':
      return {
        title: titles.electronicFiling,
        rule: fill(why.electronicFiling, {
          ...values,
          due: figures.electronicFilingDeadline,
          returns: figures.electronicFilingMinimumReturns,
          paper: figures.paperFilingDeadline,
        }),
      };
    case 'pcoriDue':
      return { title: titles.pcoriDue, rule: fill(why.pcoriDue, { ...values, form720: figures.form720Due, cutoff: longDate(rules.pcorPlanYearsEndingBefore) }) };
  }
}

/** What the law allows once the first plan year's notice day has passed. */
function lateNotice(calendar: PlanCalendarDates): string[] {
  const { firstNotice, product, start } = calendar;
  const values = {
    date: longDate(firstNotice.due),
    start: longDate(start),
    established: longDate(firstNotice.newEmployerFrom),
    days: rules.noticeDaysBefore,
    newEmployerDays: rules.newEmployerDaysBefore,
    perEmployee: figures.penaltyPerEmployee,
    yearlyMaximum: figures.penaltyYearlyMaximum,
  };
  return [
    fill(words.late[product], values),
    ...(firstNotice.fullNoticeStart ? [fill(words.late.startLater, { ...values, later: longDate(firstNotice.fullNoticeStart) })] : []),
  ];
}

/** The HRA choice, the start date, the dates of each plan year and the download. */
export default function PlanCalendar({ productDefault, buildDay }: Props) {
  const { year } = dateParts(buildDay);
  const startDefault = defaultStart(year);
  const range = startRange(year, yearsBack, yearsAhead);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [product, setProduct] = useState(productDefault);
  const [start, setStart] = useState(startDefault);
  const [today, setToday] = useState(buildDay);
  const [problem, setProblem] = useState<StartProblem | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const choice = products.find((p) => p.code === product) ?? products[0]!;

  // The link takes the product and date from here, not from state: a tap right after hydration can
  // come before React has rendered the change just before it. A refused date empties the link.
  const latest = useRef<{ code: CalendarProduct; date: IsoDate | null }>({ code: productDefault, date: startDefault });
  const link = useToolLink([PRODUCT_PARAM, START_PARAM]);
  function writeUrl() {
    const { code, date } = latest.current;
    link.write(date === null ? undefined : { [PRODUCT_PARAM]: code, [START_PARAM]: date });
  }

  /** Takes the field's text: a valid date becomes the calendar's start; a refused one shows what to fix. */
  function takeStart(text: string, badInput = false) {
    const result = badInput ? ({ problem: 'invalid' } as const) : readStart(text, range);
    latest.current.date = 'problem' in result ? null : result.date;
    // The dates render as a transition, so the field's own change paints first.
    startTransition(() => {
      setProblem('problem' in result ? result.problem : null);
      if (!('problem' in result)) setStart(result.date);
    });
  }

  // Once hydrated: the visitor's own date, and what the inputs hold now, the visitor's changes
  // before hydration included.
  useEffect(() => {
    setToday(localToday());
    const el = root.current!;
    const field = el.querySelector<HTMLInputElement>('input[type=date]')!;
    const radios = [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const changedBefore = [field, ...radios].some((input) => !untouched(input));
    // A shared link fills in what the visitor has not changed; the server could not see its query.
    const query = new URLSearchParams(location.search);
    const linkedCode = query.get(PRODUCT_PARAM);
    if (radios.every(untouched) && radios.some((r) => r.value === linkedCode)) {
      for (const radio of radios) radio.checked = radio.value === linkedCode;
    }
    const code = (radios.find((r) => r.checked)?.value as CalendarProduct | undefined) ?? product;
    setProduct(code);
    latest.current.code = code;
    const linked = query.get(START_PARAM)?.trim();
    if (linked !== undefined && untouched(field)) {
      // A date field takes only a whole date, and drops any other text with a warning in the
      // console: the link's text is judged as it was written, and the field holds it only if whole.
      field.value = dateFieldParts(linked) ? linked : '';
      takeStart(linked);
    } else {
      takeStart(field.value, field.validity.badInput);
    }
    if (link.ready(el, changedBefore)) writeUrl();
    setHydrated(true);
    // Only on mount: later changes come from the visitor.
  }, []);

  function onStart(field: HTMLInputElement) {
    takeStart(field.value, field.validity.badInput);
    writeUrl();
  }

  // The radio has already changed on its own; the dates render as a transition, so the tap's frame
  // paints the checked radio without waiting for them.
  function onProduct(code: CalendarProduct) {
    startTransition(() => setProduct(code));
    latest.current.code = code;
    writeUrl();
  }

  const calendar = useMemo(() => planCalendar(product, start, rules, today, laterYears), [product, start, today]);
  const years = calendar.years.map((year) => ({
    year,
    heading: year.first
      ? fill(year.short ? words.years.firstShort : words.years.first, { start: longDate(year.start), end: longDate(year.end) })
      : fill(words.years.later, { year: year.year }),
    dates: year.deadlines.map((deadline) => ({
      deadline,
      ...describe(deadline, year),
      notes: [
        ...(deadline.movedFrom ? [fill(words.weekend, { weekday: weekdayName(deadline.movedFrom), named: longDate(deadline.movedFrom) })] : []),
        ...(deadline.passed ? [words.passed] : deadline.beforeStart && deadline.kind !== 'firstNoticeDue' ? [words.beforeStart] : []),
      ],
    })),
  }));
  const late = calendar.firstNotice.passed ? lateNotice(calendar) : [];

  async function download() {
    setDownloadFailed(false);
    try {
      const { calendarFile } = await import('~/lib/calendarFile');
      const events: CalendarEvent[] = years.flatMap(({ year, dates }) =>
        dates.map(({ deadline, title, rule, notes }) => ({
          key: `${product}-${deadline.kind}-${year.year}`,
          date: deadline.date,
          summary: fill(words.eventTitle, { product: choice.short, title }),
          description: [rule, ...notes, ...(deadline.kind === 'firstNoticeDue' ? late : [])].join(' '),
        })),
      );
      const file = new Blob([calendarFile(events, source)], { type: 'text/calendar;charset=utf-8' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `${fill(words.fileName, { product: choice.short, start }).toLowerCase()}.ics`;
      link.click();
      // The download has its own copy of the file once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(link.href));
    } catch {
      setDownloadFailed(true);
    }
  }

  const message = problem && fill(words.problems[problem], { min: longDate(range.min), max: longDate(range.max) });
  const fieldId = `${id}-start`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div ref={root} className="plan-calendar-island">
      <div className="inputs">
        <fieldset className="products">
          <legend>{words.product}</legend>
          {products.map((p) => (
            <label key={p.code}>
              <input type="radio" name={`${id}-hra`} value={p.code} defaultChecked={p.code === productDefault} autoComplete="off" onChange={() => onProduct(p.code)} />
              {p.label}
            </label>
          ))}
        </fieldset>
        <div className="date-field">
          <label htmlFor={fieldId}>{words.start}</label>
          <p id={hintId} className="hint">
            {words.startHint}
          </p>
          <input
            id={fieldId}
            type="date"
            required
            min={range.min}
            max={range.max}
            defaultValue={startDefault}
            autoComplete="off"
            onChange={(e) => onStart(e.target)}
            onBlur={(e) => onStart(e.target)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          />
          <p id={errorId} className="error" aria-live="polite">
            {message}
          </p>
        </div>
      </div>
      {message ? (
        <FixList heading={toolWords.fix} items={[{ id: fieldId, label: words.start, message }]} />
      ) : (
        <div className="result" aria-live="polite">
          <h3>{fill(words.caption, { product: choice.short, start: longDate(start) })}</h3>
          {late.length > 0 && (
            <div className="late">
              <p className="late-heading">{fill(words.late.heading, { date: longDate(calendar.firstNotice.due) })}</p>
              {late.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          )}
          {years.map(({ year, heading, dates }) => (
            <section key={year.year} className="plan-year" aria-label={heading}>
              <h4>{heading}</h4>
              <ol className="dates">
                {dates.map(({ deadline, title, rule, notes }) => (
                  <li key={deadline.kind} className={deadline.passed ? `${deadline.kind} passed` : deadline.kind}>
                    <time dateTime={deadline.date}>{longDate(deadline.date)}</time>
                    <span className="what">{title}</span>
                    <span className="rule">
                      {rule}
                      {notes.map((note) => (
                        <strong key={note} className="note">
                          {' '}
                          {note}
                        </strong>
                      ))}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <p className="download">
            <button type="button" className="button" disabled={!hydrated} onClick={() => void download()}>
              {words.download}
            </button>
            <span className="hint">{words.downloadHint}</span>
          </p>
          {downloadFailed && (
            <p className="error" role="alert">
              {words.downloadFailed}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
