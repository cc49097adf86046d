// The contact form. Its fields are uncontrolled: the browser owns every character,
// before hydration and after, and the form reads them when it validates and sends, so nothing typed
// is ever rewritten. The server renders it with method="post" and its button disabled: until the
// component has hydrated nothing can submit it (not even Enter in a field), so without JavaScript,
// or when its code fails to load, the page never navigates and keeps every character. It validates
// on submit and then on every keystroke, sends one request at a time with the fields read-only, and
// treats only a 2xx answer as sent: on any failure the words stay and an alert offers to try again.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import words from 'virtual:ui/contactForm';
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
import './ContactForm.css';

const FIELDS = ['name', 'email', 'message'] as const;

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** What the fields hold now. */
function read(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const text = (field: keyof ContactMessage) => String(data.get(field) ?? '');
  return { name: text('name'), email: text('email'), message: text('message') };
}

/** The form, its status note and its failure alert. */
export default function ContactForm() {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (status !== 'sent') return undefined;
    const timer = setTimeout(() => setStatus('idle'), duration.successNote);
    return () => clearTimeout(timer);
  }, [status]);

  function revalidate() {
    if (touched) setErrors(validateContact(read(form.current!)));
  }

  async function submit(event?: SubmitEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (sending.current) return;
    setTouched(true);
    const values = read(form.current!);
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
      form.current?.reset();
      setTouched(false);
      setStatus('sent');
    } catch {
      setStatus('failed');
    } finally {
      sending.current = false;
    }
  }

  const busy = status === 'sending';
  return (
    <form ref={form} className="contact-form-island" method="post" noValidate aria-busy={busy} onSubmit={submit} onChange={revalidate}>
      {FIELDS.map((field) => {
        const error = errors[field];
        const inputId = `${id}-${field}`;
        const props = {
          id: inputId,
          name: field,
          maxLength: CONTACT_LIMITS[field],
          required: true,
          readOnly: busy,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
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
                {error === 'required' ? words.errors.required[field] : words.errors[error]}
              </span>
            )}
          </p>
        );
      })}
      <p className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </p>
      <button className="button" type="submit" disabled={!hydrated || busy}>
        {busy ? words.sending : words.submit}
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
