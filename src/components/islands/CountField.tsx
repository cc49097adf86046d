// A labelled field for a count (participants, employees, a class size), shared by the tools. It is
// a text field with a numeric keyboard, so letters reach the parser and get a message; the message
// sits beside the field and is tied to it with aria-describedby, as is the hint.
import './CountField.css';

interface Props {
  id: string;
  /** The visible label; or `labelledBy`, the id of a legend that already asks for the count. */
  label?: string;
  labelledBy?: string;
  hint?: string;
  text: string;
  /** The message for a refused count, or null. */
  message: string | null;
  onText: (text: string) => void;
}

/** The label, the optional hint, the input and its message. */
export default function CountField({ id, label, labelledBy, hint, text, message, onText }: Props) {
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
        value={text}
        aria-labelledby={labelledBy}
        onChange={(e) => onText(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <p id={`${id}-error`} className="error" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
