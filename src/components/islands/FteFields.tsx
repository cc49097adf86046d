// The FTE calculator's fields: a part-time hours field and a month's row of the table. Each is
// memoized with only plain values and one stable callback as props, so a key typed in one month
// re-renders that month's row and the result, not the other twenty-three fields.
import { memo } from 'react';
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
