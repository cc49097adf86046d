// The contact form (DECISIONS 11). It validates on submit and then on every keystroke, sends one
// request at a time, and treats only a 2xx answer as sent: on any failure the visitor's words stay
// in the fields and an alert offers to try again, so nothing typed is ever lost.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiPost } from '~/lib/api';
import { duration } from '~/lib/design';
import {
  CONTACT_LIMITS,
  CONTACT_PATH,
  CONTACT_TIMEOUT_MS,
  trimContact,
  validateContact,
  type ContactErrors,
  type ContactMessage,
} from '~/lib/contactForm';
import type { UiWords } from '~/schemas';
import './ContactForm.css';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** The form, its status note and its failure alert. */
export default function ContactForm({ words }: { words: UiWords['contactForm'] }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status !== 'sent') return undefined;
    const timer = setTimeout(() => setStatus('idle'), duration.successNote);
    return () => clearTimeout(timer);
  }, [status]);

  function update(field: keyof ContactMessage, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validateContact(next));
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current) return;
    setTouched(true);
    const found = validateContact(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (honeypot.current?.value) return;
    sending.current = true;
    setStatus('sending');
    try {
      const response = await apiPost(CONTACT_PATH, trimContact(values), { signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`contact call answered ${response.status}`);
      setValues(EMPTY);
      setTouched(false);
      setStatus('sent');
    } catch {
      setStatus('failed');
    } finally {
      sending.current = false;
    }
  }

  return (
    <form ref={form} className="contact-form-island" noValidate onSubmit={submit}>
      {FIELDS.map((field) => {
        const error = errors[field];
        const inputId = `${id}-${field}`;
        const props = {
          id: inputId,
          name: field,
          value: values[field],
          maxLength: CONTACT_LIMITS[field],
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          onChange: (e: { target: { value: string } }) => update(field, e.target.value),
        };
        return (
          <p key={field} className="field">
            <label htmlFor={inputId}>{words[field]}</label>
            {field === 'message' ? (
              <textarea {...props} rows={6} />
            ) : (
              <input {...props} type={field === 'email' ? 'email' : 'text'} autoComplete={field === 'email' ? 'email' : 'name'} />
            )}
            {error && (
              <span id={`${inputId}-error`} className="error">
                {words.errors[error]}
              </span>
            )}
          </p>
        );
      })}
      <p className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </p>
      <button className="button" type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? words.sending : words.submit}
      </button>
      <p role="status" className="note">
        {status === 'sent' ? words.success : ''}
      </p>
      {status === 'failed' && (
        <div role="alert" className="failure">
          <p>{words.failure}</p>
          <button className="button secondary" type="button" onClick={() => void submit()}>
            {words.retry}
          </button>
        </div>
      )}
    </form>
  );
}
