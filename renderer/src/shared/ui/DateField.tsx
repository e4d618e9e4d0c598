import { useState } from 'react';
import { readTypedDay, shownDay } from '../dates';
import { TextField } from './TextField';

type Props = {
  label: string;
  /** The day as '2026-11-27', or '' for none. */
  value: string;
  /** Called with the day as '2026-11-27' ('' when cleared) once what is typed reads as a real day. */
  onChange: (day: string) => void;
  /** Also sent with the form under this name, as '2026-11-27' (for forms read with FormData). */
  name?: string;
  error?: string;
  hint?: string;
  /**
   * Told, as the owner types, whether the box holds words that read as no day: `value` keeps the last day
   * it could read, so a form that saves it asks this first rather than save that day, or none, unseen.
   */
  onUnreadable?: (unreadable: boolean) => void;
};

export const DATE_PROBLEM = 'Write the date as day/month/year, for example 27/11/2026.';

/**
 * The admin app's one date box: typed day first as Pakistan writes it (27/11/2026), whatever the
 * computer's language (issue 35 item 12). What does not read as a day is said at the field when the
 * owner leaves it, and the day it had stays with the form.
 */
export function DateField({ label, value, onChange, name, error, hint, onUnreadable }: Props) {
  const [text, setText] = useState(() => shownDay(value));
  const [left, setLeft] = useState(false);
  // A day set from outside (Clear, a period chosen) replaces what is shown; one typed here does not.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (readTypedDay(text) !== value) setText(shownDay(value));
  }
  const unreadable = readTypedDay(text) === undefined;
  return (
    <>
      <TextField
        label={label}
        value={text}
        onChange={(typed) => {
          setText(typed);
          setLeft(false);
          const day = readTypedDay(typed);
          onUnreadable?.(day === undefined);
          if (day !== undefined && day !== value) {
            setSeen(day);
            onChange(day);
          }
        }}
        onBlur={() => setLeft(true)}
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        error={(left && unreadable ? DATE_PROBLEM : undefined) ?? error}
        hint={hint ? `Day/month/year. ${hint}` : 'Day/month/year'}
      />
      {name && <input type="hidden" name={name} value={readTypedDay(text) ?? ''} />}
    </>
  );
}
