// The ICHRA class-size checker. The server renders it with starting classes, so
// a default result reads without JavaScript. Its fields and box are uncontrolled, so a visitor can
// type and tick before hydration; once hydrated it reads what they hold and decides from that. Its
// buttons need the hydrated component, so they are disabled until then rather than ignoring a
// click. Each class is a fieldset; adding a class moves focus to its name, removing one moves focus
// to the add button, so keyboard users never lose their place. A refused count shows its message
// beside its field, and the checker shows what to fix in place of its verdicts until it is fixed.
// Each class's verdict carries its rule. The inputs are written to the URL once the visitor
// changes them (and taken out of it while one is refused), and a shared link fills in the fields
// the visitor has not changed (~/lib/classSizeLink).
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { classSizes, employeesDefault, employeesMax, limits } from 'virtual:numbers/classSize';
import words from 'virtual:ui/classSize';
import countWords from 'virtual:ui/count';
import toolWords from 'virtual:ui/tools';
import { classesExceedEmployees, meetsMinimum, minimumClassSize } from '~/lib/classSize';
import { CLASS_SIZE_PARAMS, readCheckerLink, writeCheckerLink } from '~/lib/classSizeLink';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import FixList from './FixList';
import './ClassSizeChecker.css';
import { replaceUrlWhenIdle, withoutParams } from './toolLink';

/** A class: the text its fields started with, its name now, and its last valid size (undefined until one is typed). */
interface ClassEntry {
  key: number;
  initialName: string;
  initialSize: string;
  name: string;
  size: number | undefined;
  problem: CountProblem | null;
}

/** The name of the `i`th class (from 0) before the visitor renames it. */
const startingName = (i: number) => words.defaultClasses[i] ?? fill(words.newClass, { number: i + 1 });

/** The employees field, the group-plan box, the classes and the live verdict. */
export default function ClassSizeChecker() {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [employees, setEmployees] = useState({ value: employeesDefault, problem: null as CountProblem | null });
  const [groupPlan, setGroupPlan] = useState(true);
  const [classes, setClasses] = useState<ClassEntry[]>(() =>
    classSizes.map((size, key) => ({ key, initialName: startingName(key), initialSize: String(size), name: startingName(key), size, problem: null })),
  );
  const nextKey = useRef(classSizes.length);
  const focusNext = useRef<number | 'add' | null>(null);
  // Whether the visitor has changed an input: only then is the URL written.
  const changed = useRef(false);

  const update = (key: number, change: (c: ClassEntry) => ClassEntry) => setClasses((all) => all.map((c) => (c.key === key ? change(c) : c)));

  // A refused count shows its problem and keeps the last valid value.
  function typeEmployees(text: string) {
    changed.current = true;
    const result = parseCount(text, employeesMax);
    setEmployees((e) => ('value' in result ? { value: result.value, problem: null } : { ...e, problem: result.problem }));
  }

  function typeSize(key: number, text: string) {
    changed.current = true;
    const result = parseCount(text, employeesMax);
    update(key, (c) => ('value' in result ? { ...c, size: result.value, problem: null } : { ...c, problem: result.problem }));
  }

  /** A class a shared link gives: its starting name, and its size as the link wrote it ('' for none yet). */
  function linkedClass(text: string, i: number): ClassEntry {
    const name = startingName(i);
    const result = text === '' ? { problem: null } : parseCount(text, employeesMax);
    return {
      key: nextKey.current++,
      initialName: name,
      initialSize: text,
      name,
      size: 'value' in result ? result.value : undefined,
      problem: 'problem' in result ? result.problem : null,
    };
  }

  // Once hydrated: what the fields and the box hold now, the visitor's changes before hydration
  // included; a shared link fills in what the visitor has not changed (the server could not see it).
  useEffect(() => {
    const el = root.current!;
    const link = readCheckerLink(new URLSearchParams(location.search));
    const field = (key: string) => el.querySelector<HTMLInputElement>(`[id="${id}-${key}"]`)!;
    const box = el.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    const untouched = (input: HTMLInputElement) => input.value === input.defaultValue;
    const classesUntouched = classes.every((c) => untouched(field(`name-${c.key}`)) && untouched(field(`size-${c.key}`)));
    changed.current = !untouched(field('employees')) || box.checked !== box.defaultChecked || !classesUntouched;
    if (link.employees !== undefined && untouched(field('employees'))) field('employees').value = link.employees;
    if (link.groupPlan !== undefined && box.checked === box.defaultChecked) box.checked = link.groupPlan;
    const wasChanged = changed.current;
    typeEmployees(field('employees').value);
    setGroupPlan(box.checked);
    if (link.sizes && classesUntouched) {
      setClasses(link.sizes.map(linkedClass));
    } else {
      for (const { key } of classes) {
        const name = field(`name-${key}`).value;
        update(key, (c) => ({ ...c, name }));
        typeSize(key, field(`size-${key}`).value);
      }
    }
    changed.current = wasChanged;
    setHydrated(true);
    // Only on mount: later changes come from the visitor.
  }, []);

  const refused = employees.problem !== null || classes.some((c) => c.problem !== null);

  // Writing the URL waits until the browser is idle, so the answer to a tap is painted first.
  useEffect(() => {
    if (!hydrated || !changed.current) return;
    if (refused) return replaceUrlWhenIdle(withoutParams(CLASS_SIZE_PARAMS));
    return replaceUrlWhenIdle((url) => writeCheckerLink(url, { employees: employees.value, groupPlan, sizes: classes.map((c) => c.size) }));
  }, [hydrated, refused, employees.value, groupPlan, classes]);

  function add() {
    changed.current = true;
    const key = nextKey.current++;
    focusNext.current = key;
    setClasses((all) => {
      const name = fill(words.newClass, { number: all.length + 1 });
      return [...all, { key, initialName: name, initialSize: '', name, size: undefined, problem: null }];
    });
  }

  function remove(key: number) {
    changed.current = true;
    focusNext.current = 'add';
    setClasses((all) => all.filter((c) => c.key !== key));
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
        onText={typeEmployees}
      />
      <label className="check">
        <input
          type="checkbox"
          defaultChecked
          aria-describedby={`${id}-group-plan-hint`}
          onChange={(e) => {
            changed.current = true;
            // The verdicts re-render as a transition, so the tap's frame paints the box first.
            const checked = e.target.checked;
            startTransition(() => setGroupPlan(checked));
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
                  onChange={(e) => update(c.key, (entry) => ({ ...entry, name: e.target.value }))}
                />
              </div>
              <CountField
                id={`${id}-size-${c.key}`}
                label={words.classSize}
                defaultText={c.initialSize}
                problem={c.problem}
                max={employeesMax}
                onText={(text) => typeSize(c.key, text)}
              />
              {classes.length > 1 && (
                <button type="button" className="remove" disabled={!hydrated} onClick={() => remove(c.key)}>
                  {fill(words.removeClass, { number })}
                </button>
              )}
            </fieldset>
          );
        })}
        <button type="button" className="add" ref={focusRef('add')} disabled={!hydrated} onClick={add}>
          {words.addClass}
        </button>
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
                  <span className="verdict">{fill(meets ? words.meets : words.below, { name: c.name, size: formatNumber(c.size, 'count') })}</span>{' '}
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
