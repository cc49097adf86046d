// The ICHRA class-size checker. The server renders it with starting classes, so
// a default result reads without JavaScript. Its fields and box are uncontrolled, so a visitor can
// type and tick before hydration; once hydrated it reads what they hold and decides from that. Its
// buttons need the hydrated component, so they are disabled until then rather than ignoring a
// click. Each class is a fieldset; adding a class moves focus to its name, removing one moves focus
// to the add button, so keyboard users never lose their place. It checks at most `classesMax`
// classes, a shared link's included (numbers.yaml: the tool's own limit). A refused count shows its
// message beside its field, and the checker shows what to fix in place of its verdicts until it is
// fixed. Each class's verdict carries its rule. The inputs are written to the URL once the visitor
// changes them (and taken out of it while one is refused), and a shared link fills in the fields
// the visitor has not changed (~/lib/classSizeLink, ./toolLink).
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { classesMax, classSizes, employeesDefault, employeesMax, limits } from 'virtual:numbers/classSize';
import words from 'virtual:ui/classSize';
import countWords from 'virtual:ui/count';
import toolWords from 'virtual:ui/tools';
import { classesExceedEmployees, meetsMinimum, minimumClassSize } from '~/lib/classSize';
import { CLASS_SIZE_PARAMS, checkerParams, readCheckerLink } from '~/lib/classSizeLink';
import { formatNumber } from '~/lib/format';
import { fill, wordParts } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import FixList from './FixList';
import './ClassSizeChecker.css';
import { untouched, useToolLink } from './toolLink';

/** A class: the text its fields started with, its name now, and its last valid size (undefined until one is typed). */
interface ClassEntry {
  key: number;
  initialName: string;
  initialSize: string;
  name: string;
  size: number | undefined;
  problem: CountProblem | null;
}

/** Everything the checker decides from: the employees (the last valid count and why the typed one is refused), the box and the classes. */
interface CheckerState {
  employees: { value: number; problem: CountProblem | null };
  groupPlan: boolean;
  classes: ClassEntry[];
}

/** The name of the `i`th class (from 0) before the visitor renames it. */
const startingName = (i: number) => words.defaultClasses[i] ?? fill(words.newClass, { number: i + 1 });

/** The employees as typed: a valid count replaces the last one; a refused one keeps it and gives its problem. */
function typed(count: CheckerState['employees'], text: string): CheckerState['employees'] {
  const result = parseCount(text, employeesMax);
  return 'value' in result ? { value: result.value, problem: null } : { ...count, problem: result.problem };
}

/** A class's size as typed: a valid size, or the last one kept with why the text is refused. */
function withSize(entry: ClassEntry, text: string): ClassEntry {
  const result = parseCount(text, employeesMax);
  return 'value' in result ? { ...entry, size: result.value, problem: null } : { ...entry, problem: result.problem };
}

/**
 * A class's verdict: `words` with its name and size filled in, the name (the visitor's own words,
 * in any script) in a <bdi>, so its direction, or a bidirectional control typed in it, cannot turn
 * the words around it.
 */
function verdict(words: string, name: string, size: number) {
  return wordParts(words).map((part, i) =>
    'text' in part ? part.text : part.placeholder === 'name' ? <bdi key={i}>{name}</bdi> : fill(`{${part.placeholder}}`, { size: formatNumber(size, 'count') }),
  );
}

/** The employees field, the group-plan box, the classes and the live verdict. */
export default function ClassSizeChecker() {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<CheckerState>(() => ({
    employees: { value: employeesDefault, problem: null },
    groupPlan: true,
    classes: classSizes.map((size, key) => ({ key, initialName: startingName(key), initialSize: String(size), name: startingName(key), size, problem: null })),
  }));
  const { employees, groupPlan, classes } = state;
  const nextKey = useRef(classSizes.length);
  const focusNext = useRef<number | 'add' | null>(null);
  // What the visitor last gave, kept as they give it: the address is written from here, so a Copy
  // link right after a key or a tap holds it before React has rendered it.
  const latest = useRef(state);
  const link = useToolLink(CLASS_SIZE_PARAMS);

  function writeUrl() {
    const { employees, groupPlan, classes } = latest.current;
    const refused = employees.problem !== null || classes.some((c) => c.problem !== null);
    link.write(refused ? undefined : checkerParams({ employees: employees.value, groupPlan, sizes: classes.map((c) => c.size) }));
  }

  /** Takes a change the visitor made: it becomes what the checker shows, and the address (unless only a name changed). */
  function change(update: (s: CheckerState) => CheckerState, { address = true } = {}) {
    latest.current = update(latest.current);
    const next = latest.current;
    setState(next);
    if (address) writeUrl();
  }

  const updateClass = (key: number, edit: (c: ClassEntry) => ClassEntry) => (s: CheckerState) => ({ ...s, classes: s.classes.map((c) => (c.key === key ? edit(c) : c)) });

  /** A class a shared link gives: its starting name, and its size as the link wrote it ('' for none yet). */
  function linkedClass(text: string, i: number): ClassEntry {
    const name = startingName(i);
    const entry = { key: nextKey.current++, initialName: name, initialSize: text, name, size: undefined, problem: null };
    return text === '' ? entry : withSize(entry, text);
  }

  // Once hydrated: what the fields and the box hold now, the visitor's changes before hydration
  // included; a shared link fills in what the visitor has not changed (the server could not see it).
  useEffect(() => {
    const el = root.current!;
    const linked = readCheckerLink(new URLSearchParams(location.search), classesMax);
    const field = (key: string) => el.querySelector<HTMLInputElement>(`[id="${id}-${key}"]`)!;
    const box = el.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    const classesUntouched = classes.every((c) => untouched(field(`name-${c.key}`)) && untouched(field(`size-${c.key}`)));
    const changedBefore = !untouched(field('employees')) || !untouched(box) || !classesUntouched;
    if (linked.employees !== undefined && untouched(field('employees'))) field('employees').value = linked.employees;
    if (linked.groupPlan !== undefined && untouched(box)) box.checked = linked.groupPlan;
    latest.current = {
      employees: typed(employees, field('employees').value),
      groupPlan: box.checked,
      classes:
        linked.sizes && classesUntouched
          ? linked.sizes.map(linkedClass)
          : classes.map((c) => withSize({ ...c, name: field(`name-${c.key}`).value }, field(`size-${c.key}`).value)),
    };
    setState(latest.current);
    setHydrated(true);
    if (link.ready(el, changedBefore)) writeUrl();
    // Only on mount: later changes come from the visitor.
  }, []);

  const refused = employees.problem !== null || classes.some((c) => c.problem !== null);
  // As many classes as the checker checks at once: no more can be added.
  const full = classes.length >= classesMax;

  function add() {
    const key = nextKey.current++;
    focusNext.current = key;
    change((s) => {
      const name = fill(words.newClass, { number: s.classes.length + 1 });
      return { ...s, classes: [...s.classes, { key, initialName: name, initialSize: '', name, size: undefined, problem: null }] };
    });
  }

  function remove(key: number) {
    focusNext.current = 'add';
    change((s) => ({ ...s, classes: s.classes.filter((c) => c.key !== key) }));
  }

  /** Focuses the added class's name, or the add button after a removal, once it is on the page. */
  function focusRef(key: number | 'add') {
    return (el: HTMLElement | null) => {
      if (el && focusNext.current === key) {
        focusNext.current = null;
        el.focus();
      }
    };
  }

  const message = (problem: CountProblem) => fill(countWords[problem], { max: formatNumber(employeesMax, 'count') });
  const minimum = minimumClassSize(employees.value, groupPlan, limits);
  const sized = classes.filter((c): c is ClassEntry & { size: number } => c.size !== undefined);
  const total = sized.reduce((sum, c) => sum + c.size, 0);
  const ruleWords = fill(words.rules[minimum.rule], {
    limit: minimum.rule === 'small' ? limits.smallEmployerLimit : limits.midEmployerLimit,
    low: limits.smallEmployerLimit,
    high: limits.midEmployerLimit,
    percent: formatNumber(limits.midEmployerPercent, 'count'),
    size: minimum.size,
  });

  return (
    <div ref={root} className="class-size-checker-island">
      <CountField
        id={`${id}-employees`}
        label={words.employees}
        hint={words.employeesHint}
        defaultText={String(employeesDefault)}
        problem={employees.problem}
        max={employeesMax}
        onText={(text) => change((s) => ({ ...s, employees: typed(s.employees, text) }))}
      />
      <label className="check">
        <input
          type="checkbox"
          defaultChecked
          autoComplete="off"
          aria-describedby={`${id}-group-plan-hint`}
          onChange={(e) => {
            // The verdicts re-render as a transition, so the tap's frame paints the box first.
            const checked = e.target.checked;
            startTransition(() => change((s) => ({ ...s, groupPlan: checked })));
          }}
        />
        {words.groupPlan}
      </label>
      <p id={`${id}-group-plan-hint`} className="hint check-hint">
        {words.groupPlanHint}
      </p>
      <fieldset className="classes">
        <legend>{words.classes}</legend>
        {classes.map((c, i) => {
          const number = i + 1;
          return (
            <fieldset key={c.key} className="class">
              <legend>{fill(words.classLegend, { number })}</legend>
              <div className="field">
                <label htmlFor={`${id}-name-${c.key}`}>{words.className}</label>
                <input
                  id={`${id}-name-${c.key}`}
                  ref={focusRef(c.key)}
                  type="text"
                  defaultValue={c.initialName}
                  autoComplete="off"
                  onChange={(e) => {
                    const name = e.target.value;
                    change(updateClass(c.key, (entry) => ({ ...entry, name })), { address: false });
                  }}
                />
              </div>
              <CountField
                id={`${id}-size-${c.key}`}
                label={words.classSize}
                defaultText={c.initialSize}
                problem={c.problem}
                max={employeesMax}
                onText={(text) => change(updateClass(c.key, (entry) => withSize(entry, text)))}
              />
              {classes.length > 1 && (
                <button type="button" className="remove" disabled={!hydrated} onClick={() => remove(c.key)}>
                  {fill(words.removeClass, { number })}
                </button>
              )}
            </fieldset>
          );
        })}
        <button
          type="button"
          className="add"
          ref={focusRef('add')}
          disabled={!hydrated || full}
          aria-describedby={full ? `${id}-classes-max` : undefined}
          onClick={add}
        >
          {words.addClass}
        </button>
        {full && (
          <p id={`${id}-classes-max`} className="hint">
            {fill(words.classesMax, { max: formatNumber(classesMax, 'count') })}
          </p>
        )}
      </fieldset>
      {refused ? (
        <FixList
          heading={toolWords.fix}
          items={[
            ...(employees.problem ? [{ id: `${id}-employees`, label: words.employees, message: message(employees.problem) }] : []),
            ...classes.flatMap((c, i) =>
              c.problem ? [{ id: `${id}-size-${c.key}`, label: `${fill(words.classLegend, { number: i + 1 })}, ${words.classSize}`, message: message(c.problem) }] : [],
            ),
          ]}
        />
      ) : (
        <div className="result" aria-live="polite">
          <p className="minimum">{minimum.rule === 'none' ? words.noMinimum : fill(words.minimum, { size: minimum.size })}</p>
          <ul className="verdicts">
            {sized.map((c) => {
              const meets = meetsMinimum(c.size, minimum);
              return (
                <li key={c.key} className={meets ? 'meets' : 'below'}>
                  <span className="verdict">{verdict(meets ? words.meets : words.below, c.name, c.size)}</span>{' '}
                  <span className="rule">{ruleWords}</span>
                </li>
              );
            })}
          </ul>
          {classesExceedEmployees(
            sized.map((c) => c.size),
            employees.value,
          ) && <p className="over">{fill(words.overTotal, { total: formatNumber(total, 'count'), employees: formatNumber(employees.value, 'count') })}</p>}
        </div>
      )}
    </div>
  );
}
