import { useId, useState, type FormEvent } from 'react';
import { SHOP_LANGUAGES, type ShopLanguage } from '../../../../common/language';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  SHOPPER_MESSAGE_EVENTS,
  SHOPPER_MESSAGE_LABELS,
  shopTemplatesSchema,
  TEMPLATE_LANGUAGE_LABELS,
  TEMPLATE_PLACEHOLDERS,
  type ShopperMessageEvent,
  type ShopTemplates,
} from '../../../../common/mail';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { TextField } from '../../shared/ui/TextField';
import { useSaveMessageTemplates } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';
import { errorsByField } from '../../shared/ui/firstError';

/** Urdu is written right to left; its fields say so, so the cursor, punctuation and screen readers follow. */
const writing = (language: ShopLanguage) =>
  language === 'ur' ? ({ dir: 'rtl', lang: 'ur' } as const) : ({ dir: 'ltr', lang: 'en' } as const);

/**
 * The messages a shopper gets as the order moves on, in the owner's words, once per language (issue 26):
 * each order hears in its shopper's language, by mail and by the WhatsApp button on the order.
 */
export function MessageTemplatesForm({ templates }: { templates: ShopTemplates }) {
  const [draft, setDraft] = useState(templates);
  const [language, setLanguage] = useState<ShopLanguage>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMessageTemplates();
  const set = (event: ShopperMessageEvent, part: 'subject' | 'body') => (value: string) =>
    setDraft((current) => ({
      ...current,
      [language]: { ...current[language], [event]: { ...current[language][event], [part]: value } },
    }));

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const form = formEvent.currentTarget;
    const checked = shopTemplatesSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(errorsByField(checked.error.issues));
      // A mistake in the language not on screen: show that language, then focus the field.
      const first = checked.error.issues[0]!.path[0] as ShopLanguage;
      setLanguage(first);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };

  const inLanguage = draft[language];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="templates-heading">
      <h2 id="templates-heading">Messages to shoppers</h2>
      <p className="hint">
        Mailed when you confirm, ship, deliver, record a refused parcel or cancel, to shoppers who gave an e-mail, and
        sent by the WhatsApp button on the order. Each shopper gets the language they ordered in. You may use{' '}
        {TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.
      </p>
      <RadioGroup
        className={styles.languages}
        optionClassName={styles.check}
        legend="Language of the messages"
        options={SHOP_LANGUAGES}
        value={language}
        onChange={setLanguage}
        optionLabel={(code) => (
          <>
            <span lang={code}>{TEMPLATE_LANGUAGE_LABELS[code]}</span>
            {Object.keys(errors).some((path) => path.startsWith(`${code}.`)) && (
              <span className="field-error"> (needs a fix)</span>
            )}
          </>
        )}
      />
      {SHOPPER_MESSAGE_EVENTS.map((event) => (
        <fieldset key={`${language}-${event}`} className={styles.section}>
          <legend>
            {SHOPPER_MESSAGE_LABELS[event]} ({language === 'ur' ? 'Urdu' : 'English'})
          </legend>
          <TextField
            label={`Subject: ${SHOPPER_MESSAGE_LABELS[event]}`}
            value={inLanguage[event].subject}
            onChange={set(event, 'subject')}
            error={errors[`${language}.${event}.subject`]}
            className={styles.wide}
            {...writing(language)}
          />
          <TextArea
            label={`Message: ${SHOPPER_MESSAGE_LABELS[event]}`}
            value={inLanguage[event].body}
            onChange={set(event, 'body')}
            error={errors[`${language}.${event}.body`]}
            language={language}
          />
          <div className={styles.wide}>
            <button
              type="button"
              className="button-secondary"
              onClick={() =>
                setDraft((current) => ({
                  ...current,
                  [language]: { ...current[language], [event]: DEFAULT_MESSAGE_TEMPLATES[language][event] },
                }))
              }
            >
              Use the shop's wording<span className="visually-hidden"> for {SHOPPER_MESSAGE_LABELS[event]}</span>
            </button>
          </div>
        </fieldset>
      ))}
      <SaveActions
        save={save}
        submit="Save messages"
        failed="Failed to save the messages. Please check your connection and try again."
      />
    </form>
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
  language,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language: ShopLanguage;
}) {
  const id = useId();
  return (
    <div className={`field ${styles.wide}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...writing(language)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
