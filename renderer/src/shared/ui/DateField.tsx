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
   * Such a form says the problem itself when it is sent (through `error`), so leaving the box for the
   * form's own submit button does not: the words appearing then would move the button from under the
   * pointer, and the press would be lost.
   */
  onUnreadable?: (unreadable: boolean) => void;
};

export const DATE_PROBLEM = 'Write the date as day/month/year, for example 27/11/2026.';

/**
 * Which of a screen's date boxes hold words that read as no day (each box's `onUnreadable`): a filter
 * asks this before it runs, since the box's `value` is then the last day it could read, or none, and
 * results for that would pass for the answer to what the owner typed.
 */
export function useUnreadableDays<Key extends string>() {
  const [unreadable, setUnreadable] = useState<Partial<Record<Key, boolean>>>({});
  return {
    any: Object.values(unreadable).some(Boolean),
    is: (key: Key) => Boolean(unreadable[key]),
    /** The `onUnreadable` of the box for `key`. */
    watch: (key: Key) => (unread: boolean) =>
      setUnreadable((current) => (Boolean(current[key]) === unread ? current : { ...current, [key]: unread })),
    /** The boxes were emptied or taken away. */
    reset: () => setUnreadable({}),
  };
}

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
        onBlur={(event) => {
          const next = event.relatedTarget;
          const toSubmit =
            next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form;
          if (!(onUnreadable && toSubmit)) setLeft(true);
        }}
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        error={(left && unreadable ? DATE_PROBLEM : undefined) ?? error}
        hint={hint ? `Day/month/year. ${hint}` : 'Day/month/year'}
      />
      {name && <input type="hidden" name={name} value={readTypedDay(text) ?? ''} />}
    </>
  );
}
