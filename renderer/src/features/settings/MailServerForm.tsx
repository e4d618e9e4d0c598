import { readTypedNumber } from '../../../../common/digits';
import { useState, type FormEvent } from 'react';
import { smtpSettingsWriteSchema, type SmtpSettings } from '../../../../common/mail';
import { fieldProps } from '../../shared/ui/fieldProps';
import { TextField } from '../../shared/ui/TextField';
import { useSaveMailServer, useSendTestMail } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions, SaveOutcome } from '../../shared/ui/SaveActions';
import { checkedForm } from '../../shared/ui/firstError';

/**
 * The mail server shopper mails go out through (docs/architecture.md, Messages that go out). The
 * password is write-only: the screen says whether one is saved, and an empty field keeps it.
 */
export function MailServerForm({ smtp }: { smtp: SmtpSettings }) {
  const [draft, setDraft] = useState({
    host: smtp.host,
    port: String(smtp.port),
    user: smtp.user,
    password: '',
    from: smtp.from,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testTo, setTestTo] = useState(smtp.from);
  const save = useSaveMailServer();
  const test = useSendTestMail();
  const set = (key: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const field = fieldProps(draft, set, errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkedForm(
      event.currentTarget,
      smtpSettingsWriteSchema.safeParse({
        ...draft,
        port: readTypedNumber(draft.port),
        password: draft.password || undefined,
      }),
      setErrors,
    );
    if (!checked) return;
    test.reset();
    save.mutate(checked, { onSuccess: () => setDraft((current) => ({ ...current, password: '' })) });
  };
  const state = smtp.host
    ? `Mail goes out through ${smtp.host}.`
    : smtp.fromEnvironment
      ? 'Mail goes out through SMTP_URL set on this computer.'
      : 'No mail server: mails are kept in the outbox under Messages only.';

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="mail-server-heading">
      <h2 id="mail-server-heading">Mail server</h2>
      <p className={styles.ok}>{state}</p>
      <fieldset className={styles.section}>
        <legend className="visually-hidden">Mail server</legend>
        <TextField
          label="Server (SMTP host)"
          {...field('host')}
          hint="For Gmail: smtp.gmail.com. Leave empty to keep mail in the outbox."
          autoComplete="off"
        />
        <TextField label="Port" {...field('port')} hint="587, or 465 for SSL" inputMode="numeric" />
        <TextField label="User name" {...field('user')} autoComplete="off" />
        <TextField
          label="Mail server password"
          type="password"
          {...field('password')}
          autoComplete="new-password"
          hint={
            smtp.passwordSaved
              ? 'A password is saved. Leave empty to keep it; it is never shown again.'
              : 'For Gmail, an app password. It is kept on this computer and never shown again.'
          }
        />
        <TextField
          label="Sender address"
          type="email"
          {...field('from')}
          hint="Shoppers see mail from this address, under your shop's name."
        />
      </fieldset>
      <SaveActions
        save={save}
        submit="Save mail server"
        failed="Failed to save the mail server. Please check your connection and try again."
      />
      <div className={styles.actions}>
        <TextField label="Send a test mail to" type="email" value={testTo} onChange={setTestTo} autoComplete="email" />
        <button
          type="button"
          className="button-secondary"
          disabled={test.isPending || testTo.trim() === ''}
          onClick={() => test.mutate(testTo.trim())}
        >
          {test.isPending ? 'Sending...' : 'Send a test mail'}
        </button>
      </div>
      <SaveOutcome save={test} failed="The test mail could not be sent. Please check your connection and try again." />
    </form>
  );
}
