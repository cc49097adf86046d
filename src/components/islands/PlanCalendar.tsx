// The plan-year deadline calendar. The server renders the dates of its default start, so they read
// without JavaScript, and its radios and date field are uncontrolled: the browser owns them, so a
// visitor can pick and type before hydration. Once hydrated it reads what they hold (and a shared
// link's parameters, for inputs still at their starting values) and lists the dates from that.
// Every valid change is written to the URL (replaceState, once the browser is idle), so the link
// can be shared. A refused date shows its message beside the field and the last valid dates stay.
// The .ics download loads its iCalendar writer only on the click, so it costs nothing before.
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { dateParts, longDate, weekdayName, type IsoDate } from '~/lib/calendarDate';
import type { CalendarEvent, CalendarSource } from '~/lib/calendarFile';
import { planCalendar, readStart, type CalendarProduct, type CalendarRules, type Deadline, type PlanCalendar as PlanCalendarDates, type StartProblem } from '~/lib/planCalendar';
import { fill } from '~/lib/template';
import type { UiWords } from '~/schemas';
import './PlanCalendar.css';
import { useLinkWriter } from './toolLink';

/** An HRA the visitor can pick: its code, its abbreviation and its label. */
export interface CalendarChoice {
  code: CalendarProduct;
  short: string;
  label: string;
}

interface Props {
  words: UiWords['calendar'];
  products: CalendarChoice[];
  productDefault: CalendarProduct;
  startDefault: IsoDate;
  /** The earliest and latest start dates accepted. */
  range: { min: IsoDate; max: IsoDate };
  rules: CalendarRules;
  /** Who makes the .ics file. */
  source: CalendarSource;
}

const PRODUCT_PARAM = 'cal-hra';
const START_PARAM = 'cal-start';

/** A date's title and the rule that sets it, in the visitor's words. */
function describe(deadline: Deadline, words: UiWords['calendar'], calendar: PlanCalendarDates, rules: CalendarRules) {
  const { start, firstYearEnd, nextYearStart, shortFirstYear } = calendar;
  const startYear = dateParts(start).year;
  const next = dateParts(nextYearStart).year;
  const { titles, rules: why } = words;
  switch (deadline.kind) {
    case 'amendmentOpens':
      return { title: fill(titles.amendmentOpens, { year: next }), rule: fill(why.amendmentOpens, { days: rules.amendmentDaysBefore, nextStart: longDate(nextYearStart) }) };
    case 'noticeDue':
      return { title: fill(titles.noticeDue, { year: next }), rule: fill(why.noticeDue, { days: rules.noticeDaysBefore, nextStart: longDate(nextYearStart) }) };
    case 'firstYearEnds':
      return { title: titles.firstYearEnds, rule: fill(shortFirstYear ? why.firstYearShort : why.firstYearFull, { start: longDate(start) }) };
    case 'runoutEnds':
      return { title: titles.runoutEnds, rule: fill(why.runoutEnds, { days: rules.yearEndRunoutDays, end: longDate(firstYearEnd) }) };
    case 'pcorDue':
      return { title: titles.pcorDue, rule: fill(why.pcorDue, { year: startYear, cutoff: longDate(rules.pcorPlanYearsEndingBefore) }) };
    case 'paperFiling':
    case 'electronicFiling':
      return { title: titles[deadline.kind], rule: fill(why.filing, { year: startYear }) };
  }
}

/** The HRA choice, the start date, the dates in order and the download. */
export default function PlanCalendar({ words, products, productDefault, startDefault, range, rules, source }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [product, setProduct] = useState(productDefault);
  const [start, setStart] = useState(startDefault);
  const [problem, setProblem] = useState<StartProblem | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const choice = products.find((p) => p.code === product) ?? products[0]!;

  /** Takes the field's text: a valid date becomes the calendar's start; a refused one only shows its message. */
  function takeStart(text: string, badInput = false): IsoDate | null {
    const result = badInput ? ({ problem: 'invalid' } as const) : readStart(text, range);
    if ('problem' in result) {
      setProblem(result.problem);
      return null;
    }
    setProblem(null);
    setStart(result.date);
    latest.current.date = result.date;
    return result.date;
  }

  // Writing the URL waits until the browser is idle, so the answer to a tap is painted first. The
  // link takes the last valid product and date from here, not from state: a tap right after
  // hydration can come before React has rendered the change just before it.
  const latest = useRef({ code: productDefault, date: startDefault });
  const writeLink = useLinkWriter();
  function writeUrl() {
    writeLink({ [PRODUCT_PARAM]: latest.current.code, [START_PARAM]: latest.current.date });
  }

  // Once hydrated: what the inputs hold now, the visitor's changes before hydration included.
  useEffect(() => {
    const field = root.current!.querySelector<HTMLInputElement>('input[type=date]')!;
    const radios = [...root.current!.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const untouched = field.value === field.defaultValue && radios.every((r) => r.checked === r.defaultChecked);
    // A shared link fills in what the visitor has not changed; the server could not see its query.
    const query = new URLSearchParams(location.search);
    const linkedCode = query.get(PRODUCT_PARAM);
    if (radios.every((r) => r.checked === r.defaultChecked) && radios.some((r) => r.value === linkedCode)) {
      for (const radio of radios) radio.checked = radio.value === linkedCode;
    }
    const code = (radios.find((r) => r.checked)?.value as CalendarProduct | undefined) ?? product;
    setProduct(code);
    latest.current.code = code;
    const linked = query.get(START_PARAM);
    let date: IsoDate | null;
    if (linked !== null && field.value === field.defaultValue) {
      // A date field drops text that is not a date; the link's text is judged as it was written.
      field.value = linked;
      date = takeStart(linked);
    } else {
      date = takeStart(field.value, field.validity.badInput);
    }
    if (!untouched && date !== null) writeUrl();
    setHydrated(true);
    // Only on mount: later changes come from the visitor.
  }, []);

  function onStart(field: HTMLInputElement) {
    if (takeStart(field.value, field.validity.badInput) !== null) writeUrl();
  }

  // The radio has already changed on its own; the dates render as a transition, so the tap's frame
  // paints the checked radio without waiting for them.
  function onProduct(code: CalendarProduct) {
    startTransition(() => setProduct(code));
    latest.current.code = code;
    writeUrl();
  }

  const calendar = planCalendar(product, start, rules);
  const listed = calendar.deadlines.map((deadline) => ({
    deadline,
    ...describe(deadline, words, calendar, rules),
    notes: [
      ...(deadline.movesTo ? [fill(words.weekend, { weekday: weekdayName(deadline.date), date: longDate(deadline.movesTo) })] : []),
      ...(deadline.beforeStart ? [words.beforeStart] : []),
    ],
  }));

  async function download() {
    setDownloadFailed(false);
    try {
      const { calendarFile } = await import('~/lib/calendarFile');
      const events: CalendarEvent[] = listed.map(({ deadline, title, rule, notes }) => ({
        key: `${product}-${deadline.kind}`,
        date: deadline.date,
        summary: fill(words.eventTitle, { product: choice.short, title }),
        description: [rule, ...notes].join(' '),
      }));
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div ref={root} className="plan-calendar-island">
      <div className="inputs">
        <fieldset className="products">
          <legend>{words.product}</legend>
          {products.map((p) => (
            <label key={p.code}>
              <input type="radio" name={`${id}-hra`} value={p.code} defaultChecked={p.code === productDefault} onChange={() => onProduct(p.code)} />
              {p.label}
            </label>
          ))}
        </fieldset>
        <div className="date-field">
          <label htmlFor={`${id}-start`}>{words.start}</label>
          <p id={hintId} className="hint">
            {words.startHint}
          </p>
          <input
            id={`${id}-start`}
            type="date"
            required
            min={range.min}
            max={range.max}
            defaultValue={startDefault}
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
      <div className="result" aria-live="polite">
        <h3>{fill(words.caption, { product: choice.short, start: longDate(start) })}</h3>
        <ol className="dates">
          {listed.map(({ deadline, title, rule, notes }) => (
            <li key={deadline.kind} className={deadline.kind}>
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
    </div>
  );
}
