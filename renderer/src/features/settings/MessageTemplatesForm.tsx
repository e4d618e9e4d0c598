import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { DEFAULT_MESSAGE_TEMPLATES, messageTemplatesSchema, SHOPPER_MESSAGE_EVENTS, SHOPPER_MESSAGE_LABELS, TEMPLATE_PLACEHOLDERS, type MessageTemplates, type ShopperMessageEvent } from '../../../../common/mail';
import { TextField } from '../../shared/ui/TextField';
import { useSaveMessageTemplates } from './api';
import styles from './SettingsPage.module.css';

/** The mails a shopper gets as the order moves on, in the owner's words; placeholders are filled in per order. */
export function MessageTemplatesForm({ templates }: { templates: MessageTemplates }) {
  const [draft, setDraft] = useState(templates);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMessageTemplates();
  const set = (event: ShopperMessageEvent, part: 'subject' | 'body') => (value: string) => setDraft((current) => ({ ...current, [event]: { ...current[event], [part]: value } }));

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const form = formEvent.currentTarget;
    const checked = messageTemplatesSchema.safeParse(draft);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="templates-heading">
      <h2 id="templates-heading">Messages to shoppers</h2>
      <p className="hint">
        Mailed when you confirm, ship, deliver or record a refused parcel, to shoppers who gave an e-mail. You may use{' '}
        {TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.
      </p>
      {SHOPPER_MESSAGE_EVENTS.map((event) => (
        <fieldset key={event} className={styles.section}>
          <legend>{SHOPPER_MESSAGE_LABELS[event]}</legend>
          <TextField label={`Subject: ${SHOPPER_MESSAGE_LABELS[event]}`} value={draft[event].subject} onChange={set(event, 'subject')} error={errors[`${event}.subject`]} className={styles.wide} />
          <TextArea label={`Message: ${SHOPPER_MESSAGE_LABELS[event]}`} value={draft[event].body} onChange={set(event, 'body')} error={errors[`${event}.body`]} />
          <div className={styles.wide}>
            <button type="button" className="button-secondary" onClick={() => setDraft((current) => ({ ...current, [event]: DEFAULT_MESSAGE_TEMPLATES[event] }))}>
              Use the shop's wording<span className="visually-hidden"> for {SHOPPER_MESSAGE_LABELS[event]}</span>
            </button>
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save messages'}
        </button>
        <div aria-live="polite">
          {save.isSuccess && <p className={styles.ok}>{save.data.message ?? 'Saved'}</p>}
          {save.error && (
            <p className={styles.error} role="alert">
              {save.error instanceof ApiError ? save.error.message : 'Failed to save the messages. Please check your connection and try again.'}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

function TextArea({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className={`field ${styles.wide}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={6} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
