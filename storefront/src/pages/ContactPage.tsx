import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '../router/router';
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessage } from '../../../common/contact';
import { formatPhone, telHref } from '../../../common/phone';
import { useAuth } from '../account/AuthContext';
import { sendContactMessage } from '../orders/api';
import { fieldErrors } from '../orders/fieldErrors';
import { FormSubmit } from '../forms/FormField';
import { useShopPolicy } from '../shop/useShopPolicy';
import { WhatsAppButton } from '../shop/WhatsAppButton';
import styles from './ContactPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { useT } from '../i18n/I18nContext';
import type { MessageKey } from '../i18n/catalog';
import { refusalMessage } from '../i18n/problems';

/** The form's fields in their order: one line each, but the message's several (`rows`). */
type Field = { key: keyof ContactMessage; label: MessageKey; type?: string; autoComplete?: string; rows?: number };
const FIELDS: Field[] = [
  { key: 'name', label: 'contact.name', autoComplete: 'name' },
  { key: 'email', label: 'contact.email', type: 'email', autoComplete: 'email' },
  { key: 'subject', label: 'contact.subject' },
  { key: 'message', label: 'contact.message', rows: 5 },
];

/**
 * The contact page (docs/product.md §2). Messages are kept for the owner (docs/architecture.md); the shopper sees
 * the thank-you once it is stored. /contact?ref=ORD-… starts the subject with the order reference.
 */
export default function ContactPage() {
  const { contact } = useShopPolicy();
  const [params] = useSearchParams();
  const ref = params.get('ref');
  const t = useT();
  const [form, setForm] = useState<ContactMessage>({
    name: '',
    email: '',
    subject: ref ? t('contact.subjectForOrder', { ref }) : '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'unsent' | 'sending' | 'sent'>('unsent');
  const [failure, setFailure] = useState('');
  usePageMeta({ title: t('contact.metaTitle'), description: t('contact.metaDescription') });
  // A signed-in shopper need not type their name and e-mail again; what they typed stays.
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      name: current.name || `${user.firstName} ${user.lastName}`.trim(),
      email: current.email || user.email,
    }));
  }, [user]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = contactMessageSchema.safeParse(form);
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      const first = (['name', 'email', 'subject', 'message'] as const).find((key) => found[key]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    setState('sending');
    try {
      await sendContactMessage(checked.data);
      setState('sent');
    } catch (error) {
      setFailure(refusalMessage(error, 'contact.failed'));
      setState('unsent');
    }
  };
  const set = (key: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const describe = (key: keyof ContactMessage) =>
    [errors[key] ? `contact-${key}-error` : '', key === 'email' ? '' : `contact-${key}-count`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('contact.title')}</h1>
      <div className={styles.layout}>
        <div className={styles.cards}>
          <div className={styles.card}>
            <h2>{t('contact.visit')}</h2>
            <p>{contact.address}</p>
          </div>
          {/* Only the ways the owner has entered: never a made-up number or address (issue 24). */}
          {contact.phone && (
            <div className={styles.card}>
              <h2>{t('contact.call')}</h2>
              <p>
                <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>
              </p>
              <p>{contact.hours}</p>
            </div>
          )}
          {/* Shown only when the shop has a WhatsApp number (Settings). */}
          <WhatsAppButton text={t('common.whatsAppGreeting')} label={t('contact.chat')} />
          {contact.email && (
            <div className={styles.card}>
              <h2>{t('contact.emailUs')}</h2>
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            </div>
          )}
        </div>
        <div className={styles.formCard}>
          <h2>{t('contact.send')}</h2>
          {state === 'sent' ? (
            <p className={styles.thanks} role="status">
              {t('contact.thanks')}
            </p>
          ) : (
            <form onSubmit={submit} noValidate className={styles.form}>
              {FIELDS.map((field) => {
                const control = {
                  id: `contact-${field.key}`,
                  required: true,
                  value: form[field.key],
                  onChange: set(field.key),
                  'aria-invalid': Boolean(errors[field.key]),
                  'aria-describedby': describe(field.key),
                };
                return (
                  <div className="field" key={field.key}>
                    <label htmlFor={control.id}>{t(field.label)}</label>
                    {field.rows ? (
                      <textarea rows={field.rows} {...control} />
                    ) : (
                      <input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...control} />
                    )}
                    {field.key !== 'email' && (
                      <CharacterCount
                        id={`contact-${field.key}-count`}
                        length={form[field.key].trim().length}
                        limit={CONTACT_LIMITS[field.key]}
                      />
                    )}
                    {errors[field.key] && (
                      <span className="error" id={`contact-${field.key}-error`}>
                        {errors[field.key]}
                      </span>
                    )}
                  </div>
                );
              })}
              <FormSubmit
                problem={failure}
                problemClass="notice error"
                busy={state === 'sending'}
                submit={t('contact.submit')}
                working={t('contact.sending')}
              />
            </form>
          )}
        </div>
      </div>
    </section>
  );
}

/** How much of a field's limit is used, counted as the server counts (trimmed); past it, how much to cut, read out once. */
function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length - limit;
  const t = useT();
  return (
    <small id={id} className={over > 0 ? styles.over : styles.count} aria-live={over > 0 ? 'polite' : 'off'}>
      {over > 0 ? t('contact.tooMany', { count: over, limit }) : t('contact.used', { length, limit })}
    </small>
  );
}
