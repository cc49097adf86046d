// The ICHRA class-size checker (issue 10, SPEC §5). The server renders it with starting classes, so
// a default result reads without JavaScript. Each class is a fieldset; adding a class moves focus to
// its name, removing one moves focus to the add button, so keyboard users never lose their place.
// A refused count shows its message beside its field and the last valid value keeps deciding. Each
// class's verdict carries the rule that decided it.
import { useId, useRef, useState } from 'react';
import { classesExceedEmployees, meetsMinimum, minimumClassSize, type ClassSizeLimits } from '~/lib/classSize';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import type { UiWords } from '~/schemas';
import CountField from './CountField';
import './ClassSizeChecker.css';

interface Props {
  words: UiWords['classSize'];
  countWords: UiWords['count'];
  limits: ClassSizeLimits;
  employeesDefault: number;
  /** The starting classes. */
  classes: { name: string; size: number }[];
}

/** A class as typed; `size` is its last valid size, undefined until one is typed. */
interface ClassEntry {
  key: number;
  name: string;
  sizeText: string;
  size: number | undefined;
  problem: CountProblem | null;
}

/** The employees field, the group-plan box, the classes and the live verdict. */
export default function ClassSizeChecker({ words, countWords, limits, employeesDefault, classes: initial }: Props) {
  const id = useId();
  const [employeesText, setEmployeesText] = useState(String(employeesDefault));
  const [employees, setEmployees] = useState(employeesDefault);
  const [employeesProblem, setEmployeesProblem] = useState<CountProblem | null>(null);
  const [groupPlan, setGroupPlan] = useState(true);
  const [classes, setClasses] = useState<ClassEntry[]>(() =>
    initial.map((c, key) => ({ key, name: c.name, sizeText: String(c.size), size: c.size, problem: null })),
  );
  const nextKey = useRef(initial.length);
  const focusNext = useRef<number | 'add' | null>(null);

  function typeEmployees(text: string) {
    setEmployeesText(text);
    const result = parseCount(text);
    setEmployeesProblem('problem' in result ? result.problem : null);
    if ('value' in result) setEmployees(result.value);
  }

  function update(key: number, change: Partial<ClassEntry>) {
    setClasses((all) => all.map((c) => (c.key === key ? { ...c, ...change } : c)));
  }

  function typeSize(key: number, text: string) {
    const result = parseCount(text);
    update(key, 'value' in result ? { sizeText: text, size: result.value, problem: null } : { sizeText: text, problem: result.problem });
  }

  function add() {
    const key = nextKey.current++;
    focusNext.current = key;
    setClasses((all) => [...all, { key, name: fill(words.newClass, { number: all.length + 1 }), sizeText: '', size: undefined, problem: null }]);
  }

  function remove(key: number) {
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

  const minimum = minimumClassSize(employees, groupPlan, limits);
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
    <div className="class-size-checker-island">
      <CountField
        id={`${id}-employees`}
        label={words.employees}
        hint={words.employeesHint}
        text={employeesText}
        message={employeesProblem && countWords[employeesProblem]}
        onText={typeEmployees}
      />
      <label className="check">
        <input type="checkbox" checked={groupPlan} onChange={(e) => setGroupPlan(e.target.checked)} />
        {words.groupPlan}
      </label>
      <fieldset className="classes">
        <legend>{words.classes}</legend>
        {classes.map((c, i) => {
          const number = i + 1;
          return (
            <fieldset key={c.key} className="class">
              <legend>{fill(words.classLegend, { number })}</legend>
              <div className="field">
                <label htmlFor={`${id}-name-${c.key}`}>{words.className}</label>
                <input id={`${id}-name-${c.key}`} ref={focusRef(c.key)} type="text" value={c.name} onChange={(e) => update(c.key, { name: e.target.value })} />
              </div>
              <CountField
                id={`${id}-size-${c.key}`}
                label={words.classSize}
                text={c.sizeText}
                message={c.problem && countWords[c.problem]}
                onText={(text) => typeSize(c.key, text)}
              />
              {classes.length > 1 && (
                <button type="button" className="remove" onClick={() => remove(c.key)}>
                  {fill(words.removeClass, { number })}
                </button>
              )}
            </fieldset>
          );
        })}
        <button type="button" className="add" ref={focusRef('add')} onClick={add}>
          {words.addClass}
        </button>
      </fieldset>
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
        {classesExceedEmployees(sized.map((c) => c.size), employees) && <p className="over">{fill(words.overTotal, { total: formatNumber(total, 'count'), employees: formatNumber(employees, 'count') })}</p>}
      </div>
    </div>
  );
}
