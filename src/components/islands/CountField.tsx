// A labelled field for a count (participants, employees, a class size), shared by the tools. It is
// a text field with a numeric keyboard, so letters reach the parser and get a message; the message
// sits beside the field and is tied to it with aria-describedby, as is the hint. The field is
// uncontrolled: the browser owns its text, before hydration and after, and the tool is told of each
// change, so typing is never rewritten. The tool hears of a change as a transition: the key's frame
// paints the typed character at once, and the tool's result (or the message) follows in the next.
import { startTransition } from 'react';
import words from 'virtual:ui/count';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import type { CountProblem } from '~/lib/wholeNumber';
import './CountField.css';

interface Props {
  id: string;
  /** The visible label; or `labelledBy`, the id of a legend that already asks for the count. */
  label?: string;
  labelledBy?: string;
  hint?: string;
  /** The text the server renders in the field. */
  defaultText: string;
  /** Why the typed count is refused, or null. */
  problem: CountProblem | null;
  /** The largest count accepted ({max} in the messages for refused counts). */
  max: number;
  onText: (text: string) => void;
}

/** The label, the optional hint, the input and its message. */
export default function CountField({ id, label, labelledBy, hint, defaultText, problem, max, onText }: Props) {
  const message = problem && fill(words[problem], { max: formatNumber(max, 'count') });
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="count-field">
      {label && <label htmlFor={id}>{label}</label>}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={defaultText}
        aria-labelledby={labelledBy}
        onChange={(e) => {
          const text = e.target.value;
          startTransition(() => onText(text));
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <p id={`${id}-error`} className="error" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
