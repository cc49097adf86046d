// The FTE calculator's fields: a part-time hours field, a month's row of the table and a group of
// part-timers with the same hours. Each is memoized with only plain values and stable callbacks as
// props, so a key typed in one month re-renders that month's row and the result, not the other
// twenty-three fields.
import { memo } from 'react';
import words from 'virtual:ui/fte';
import type { GroupProblems, GroupText } from '~/lib/fte';
import { fill } from '~/lib/template';
import type { CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';

interface HoursProps {
  id: string;
  /** The hint shared by every hours field. */
  hintId: string;
  defaultText: string;
  /** The ids of the row and column headings that name the field in the table; none when a label does. */
  labelledBy?: string;
  /** Why the typed hours are refused, or ''. */
  message: string;
  onEdit: () => void;
}

/** A part-time hours field and its message. A one-line field, not a textarea: React rewrites a textarea's text as it hydrates, which would drop what a visitor typed before then. */
export const HoursField = memo(function HoursField({ id, hintId, defaultText, labelledBy, message, onEdit }: HoursProps) {
  return (
    <>
      <input
        id={id}
        type="text"
        defaultValue={defaultText}
        autoComplete="off"
        spellCheck={false}
        aria-labelledby={labelledBy}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${hintId} ${id}-error`}
        onChange={onEdit}
      />
      <p id={`${id}-error`} className="error" aria-live="polite">
        {message}
      </p>
    </>
  );
});

interface RowProps {
  /** The tool's id, before each field's own. */
  id: string;
  /** 0 for January. */
  index: number;
  name: string;
  fullTimeDefault: string;
  hoursDefault: string;
  fullTimeProblem: CountProblem | null;
  hoursMessage: string;
  employeesMax: number;
  onEdit: () => void;
}

/** One month of the table: its name, its full-time employees and its part-time hours. */
export const MonthRow = memo(function MonthRow({ id, index, name, fullTimeDefault, hoursDefault, fullTimeProblem, hoursMessage, employeesMax, onEdit }: RowProps) {
  const key = `m${index}`;
  return (
    <tr data-month={index}>
      <th scope="row" id={`${id}-${key}-name`}>
        {name}
      </th>
      <td className="full">
        <CountField
          id={`${id}-${key}-full`}
          labelledBy={`${id}-${key}-name ${id}-col-full`}
          defaultText={fullTimeDefault}
          problem={fullTimeProblem}
          max={employeesMax}
          onText={onEdit}
        />
      </td>
      <td className="hours">
        <HoursField id={`${id}-${key}-hours`} hintId={`${id}-each-hint`} defaultText={hoursDefault} labelledBy={`${id}-${key}-name ${id}-col-hours`} message={hoursMessage} onEdit={onEdit} />
      </td>
    </tr>
  );
});

interface GroupProps {
  /** The tool's id, before each field's own. */
  id: string;
  /** The group's key, which names its fields' ids and stays the same when an earlier group is removed. */
  groupKey: number;
  /** Its place, from 1. */
  number: number;
  /** The text its fields start with: empty, or a shared link's. */
  start: GroupText;
  problems: GroupProblems | null;
  employeesMax: number;
  monthHoursMax: number;
  onEdit: () => void;
  onRemove: (key: number) => void;
}

/** One group of part-time employees with the same hours: how many people, each one's monthly hours, and its remove button. */
export const GroupRow = memo(function GroupRow({ id, groupKey, number, start, problems, employeesMax, monthHoursMax, onEdit, onRemove }: GroupProps) {
  const key = `${id}-g${groupKey}`;
  return (
    <fieldset className="group">
      <legend>{fill(words.group, { number })}</legend>
      <CountField id={`${key}-people`} label={words.people} defaultText={start.people} problem={problems?.people ?? null} max={employeesMax} onText={onEdit} />
      <CountField id={`${key}-hours`} label={words.hoursEach} defaultText={start.hours} problem={problems?.hours ?? null} max={monthHoursMax} onText={onEdit} />
      <button type="button" className="button secondary" onClick={() => onRemove(groupKey)}>
        {fill(words.removeGroup, { number })}
      </button>
    </fieldset>
  );
});
