// The plan-year deadline calendar, for a new plan or a renewal. The server renders the dates of a
// new plan with its default start, so they read without JavaScript, and its radios and date field
// are uncontrolled: the browser owns them, so a
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
  furnishingNoticeKeptUntil,
  PLAN_KINDS,
  passedCount,
  planCalendar,
  readStart,
  startRange,
  type CalendarProduct,
  type Deadline,
  type PlanKind,
  type PlanCalendar as PlanCalendarDates,
  type PlanYearDates,
  type StartProblem,
} from '~/lib/planCalendar';
import { productPath } from '~/lib/products';
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
/** `renewal` for a renewal; a new plan, the default, writes none. */
const KIND_PARAM = 'cal-plan';

/** The visitor's date where they are, which decides what has passed. */
function localToday(): IsoDate {
  const now = new Date();
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())!;
}

/** Why a plan year ends on December 31: a new plan's first year, short or full, a renewed year that starts late, or any other. */
function endRule(year: PlanYearDates, kind: PlanKind): string {
  const { rules: why } = words;
  if (!year.first) return why.laterYear;
  if (kind === 'renewal') return year.short ? why.renewalShort : why.laterYear;
  return year.short ? why.firstYearShort : why.firstYearFull;
}

/** The heading of a plan year's dates. */
function yearHeading(year: PlanYearDates, kind: PlanKind): string {
  const { years } = words;
  const values = { start: longDate(year.start), end: longDate(year.end), year: year.year };
  if (!year.first) return fill(years.later, values);
  if (kind === 'renewal') return fill(year.short ? years.renewalShort : years.renewal, values);
  return fill(year.short ? years.firstShort : years.first, values);
}

/** A date's title and the rule that sets it, in the visitor's words. */
function describe(deadline: Deadline, year: PlanYearDates, kind: PlanKind) {
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
      return { title: fill(titles.planYearEnds, values), rule: fill(endRule(year, kind), values) };
    case 'runoutEnds':
      return { title: fill(titles.runoutEnds, values), rule: fill(why.runoutEnds, { ...values, days: rules.yearEndRunoutDays }) };
    case 'w2Due':
      return { title: titles.w2Due, rule: fill(why.w2Due, { ...values, due: figures.w2Due }) };
    case 'furnishingDue':
      return {
        title: titles.furnishingDue,
        rule: fill(why.furnishingDue, {
          ...values,
          due: figures.furnishingDue,
          extension: rules.furnishingExtensionDays,
          kept: longDate(furnishingNoticeKeptUntil(year.year, rules)),
          onRequest: rules.furnishingOnRequestDays,
        }),
      };
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

/** What the law allows once the notice day of the plan year that starts on the date has passed. */
function lateNotice(calendar: PlanCalendarDates): string[] {
  const { notice, product, start, kind } = calendar;
  const values = {
    date: longDate(notice.due),
    start: longDate(start),
    established: notice.newEmployerFrom ? longDate(notice.newEmployerFrom) : '',
    days: rules.noticeDaysBefore,
    newEmployerDays: rules.newEmployerDaysBefore,
    perEmployee: figures.penaltyPerEmployee,
    yearlyMaximum: figures.penaltyYearlyMaximum,
  };
  const allowed = kind === 'renewal' && product === 'ichra' ? words.late.ichraRenewal : words.late[product];
  return [fill(allowed, values), ...(notice.fullNoticeStart ? [fill(words.late.startLater, { ...values, later: longDate(notice.fullNoticeStart) })] : [])];
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
  const [kind, setKind] = useState<PlanKind>('first');
  const [start, setStart] = useState(startDefault);
  const [today, setToday] = useState(buildDay);
  const [problem, setProblem] = useState<StartProblem | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const choice = products.find((p) => p.code === product) ?? products[0]!;

  // The link takes the product and date from here, not from state: a tap right after hydration can
  // come before React has rendered the change just before it. A refused date empties the link.
  const latest = useRef<{ code: CalendarProduct; kind: PlanKind; date: IsoDate | null }>({ code: productDefault, kind: 'first', date: startDefault });
  const link = useToolLink([PRODUCT_PARAM, KIND_PARAM, START_PARAM]);
  function writeUrl() {
    const { code, kind: planKind, date } = latest.current;
    link.write(date === null ? undefined : { [PRODUCT_PARAM]: code, [KIND_PARAM]: planKind === 'first' ? undefined : planKind, [START_PARAM]: date });
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
    const radios = [...el.querySelectorAll<HTMLInputElement>('.products input[type=radio]')];
    const kindRadios = [...el.querySelectorAll<HTMLInputElement>('.kinds input[type=radio]')];
    const changedBefore = [field, ...radios, ...kindRadios].some((input) => !untouched(input));
    // A shared link fills in what the visitor has not changed; the server could not see its query.
    const query = new URLSearchParams(location.search);
    for (const [group, param] of [
      [radios, PRODUCT_PARAM],
      [kindRadios, KIND_PARAM],
    ] as const) {
      const linked = query.get(param);
      if (group.every(untouched) && group.some((r) => r.value === linked)) {
        for (const radio of group) radio.checked = radio.value === linked;
      }
    }
    const code = (radios.find((r) => r.checked)?.value as CalendarProduct | undefined) ?? product;
    const planKind = (kindRadios.find((r) => r.checked)?.value as PlanKind | undefined) ?? kind;
    setProduct(code);
    setKind(planKind);
    latest.current.code = code;
    latest.current.kind = planKind;
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

  // The late panel's action: the field takes the start that leaves the full notice period, as if
  // typed, and keeps the focus the button loses when the panel goes.
  function startOn(date: IsoDate) {
    const field = root.current!.querySelector<HTMLInputElement>('input[type=date]')!;
    field.value = date;
    onStart(field);
    field.focus();
  }

  // The radio has already changed on its own; the dates render as a transition, so the tap's frame
  // paints the checked radio without waiting for them.
  function onProduct(code: CalendarProduct) {
    startTransition(() => setProduct(code));
    latest.current.code = code;
    writeUrl();
  }

  // As the HRA's radio: the dates follow in a transition.
  function onKind(planKind: PlanKind) {
    startTransition(() => setKind(planKind));
    latest.current.kind = planKind;
    writeUrl();
  }

  const calendar = useMemo(() => planCalendar(product, start, rules, today, laterYears, kind), [product, start, today, kind]);
  const years = calendar.years.map((year) => ({
    year,
    heading: yearHeading(year, kind),
    dates: year.deadlines.map((deadline) => ({
      deadline,
      ...describe(deadline, year, kind),
      notes: [
        ...(deadline.movedFrom ? [fill(words.weekend, { weekday: weekdayName(deadline.movedFrom), named: longDate(deadline.movedFrom) })] : []),
        // The first year's own notice and amendment window come before it by design.
        ...(deadline.passed ? [words.passed] : deadline.beforeStart && !year.first ? [words.beforeStart] : []),
      ],
    })),
  }));
  const late = calendar.notice.passed ? lateNotice(calendar) : [];
  const passed = passedCount(calendar);
  const lateHeading = fill(kind === 'renewal' ? words.late.renewalHeading : words.late.heading, { date: longDate(calendar.notice.due), start: longDate(start) });

  async function download() {
    setDownloadFailed(false);
    try {
      const { calendarFile } = await import('~/lib/calendarFile');
      // Only the dates still ahead; a late notice's day is among those left out, so what the law
      // allows once it has passed goes with the first date the file carries.
      const ahead = years.flatMap(({ year, dates }) => dates.filter(({ deadline }) => !deadline.passed).map((date) => ({ year, ...date })));
      const events: CalendarEvent[] = ahead.map(({ year, deadline, title, rule, notes }, i) => ({
        key: `${product}-${deadline.kind}-${year.year}`,
        date: deadline.date,
        summary: fill(words.eventTitle, { product: choice.short, title }),
        description: [rule, ...notes, ...(i === 0 && late.length > 0 ? [lateHeading, ...late] : [])].join(' '),
      }));
      const file = new Blob([calendarFile(events, source, new Date(), fill(words.fileAhead, { today: longDate(today) }))], { type: 'text/calendar;charset=utf-8' });
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
        <fieldset className="kinds">
          <legend>{words.kind}</legend>
          {PLAN_KINDS.map((k) => (
            <label key={k}>
              <input type="radio" name={`${id}-plan`} value={k} defaultChecked={k === 'first'} autoComplete="off" onChange={() => onKind(k)} />
              {words.kinds[k]}
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
          <h3>{fill(kind === 'renewal' ? words.captionRenewal : words.caption, { product: choice.short, start: longDate(start) })}</h3>
          {late.length > 0 && (
            <div className="late">
              <p className="late-heading">{lateHeading}</p>
              {late.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {/* Its actions need the tool running (the button) and cost the page's first bytes nothing until then. */}
              {hydrated && (
                <div className="late-actions">
                  {calendar.notice.fullNoticeStart && (
                    <button type="button" className="button" onClick={() => startOn(calendar.notice.fullNoticeStart!)}>
                      {fill(words.late.useLater, { later: longDate(calendar.notice.fullNoticeStart) })}
                    </button>
                  )}
                  <a className="button secondary" href={`${productPath(product)}/consultation`}>
                    {words.late.consult}
                  </a>
                </div>
              )}
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
            <span className="hint">
              {words.downloadHint}
              {hydrated && passed > 0 && ` ${fill(words.downloadAhead, { passed })}`}
            </span>
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
