import type { InputHTMLAttributes, ReactNode } from 'react';

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Set while the form's shown problem is this field's: the input points at that message. */
  problemId?: string;
  /** A standing remark under the input (e.g. why it cannot be changed). */
  note?: ReactNode;
};

/** A labelled input tied to its note and, while it is at fault, to the form's problem message. */
export default function FormField({ id, label, value, onChange, problemId, note, ...input }: FormFieldProps) {
  const noteId = note ? `${id}-note` : undefined;
  const describedBy = [problemId, noteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {note && <small id={noteId}>{note}</small>}
    </div>
  );
}

/**
 * The one problem a form shows, read out as it appears; fields at fault point at it by its id. It looks
 * as every form's refusal does (global.css .said-failed) unless `className` says otherwise.
 */
export function FormProblemMessage({
  id,
  problem,
  className = 'said-failed',
}: {
  id?: string;
  problem: { message: string } | null;
  className?: string;
}) {
  if (!problem) return null;
  return (
    <p id={id} className={className} role="alert">
      {problem.message}
    </p>
  );
}

/** A form's foot: its problem, read out as it appears, then the submit button, which says when it is busy. */
export function FormSubmit({
  problem,
  problemId,
  problemClass,
  busy,
  submit,
  working,
}: {
  /** '' when there is none. */
  problem: string;
  /** Set where fields at fault point at the problem (FormField's problemId). */
  problemId?: string;
  /** FormProblemMessage's look (a refusal's) unless given. */
  problemClass?: string;
  busy: boolean;
  submit: string;
  working: string;
}) {
  return (
    <>
      <FormProblemMessage id={problemId} className={problemClass} problem={problem ? { message: problem } : null} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? working : submit}
      </button>
    </>
  );
}
