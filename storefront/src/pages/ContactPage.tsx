import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '../router/router';
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessage } from '../../../common/contact';
import { ApiError } from '../../../common/apiClient';
import { formatPhone, telHref } from '../../../common/phone';
import { useAuth } from '../account/AuthContext';
import { sendContactMessage } from '../orders/api';
import { fieldErrors } from '../orders/fieldErrors';
import { useShopPolicy } from '../shop/useShopPolicy';
import { WhatsAppButton } from '../shop/WhatsAppButton';
import styles from './ContactPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';

const FIELDS: { key: keyof ContactMessage; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Your Name', autoComplete: 'name' },
  { key: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { key: 'subject', label: 'Subject' },
];

/**
 * The contact page (docs/product.md §2). Messages are kept for the owner (docs/architecture.md); the shopper sees
 * the thank-you once it is stored. /contact?ref=ORD-… starts the subject with the order reference.
 */
export default function ContactPage() {
  const { contact } = useShopPolicy();
  const [params] = useSearchParams();
  const ref = params.get('ref');
  const [form, setForm] = useState<ContactMessage>({ name: '', email: '', subject: ref ? `Order ${ref}` : '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'unsent' | 'sending' | 'sent'>('unsent');
  const [failure, setFailure] = useState('');
  usePageMeta({ title: 'Contact us', description: 'Write to the shop, or find its address, phone number and opening hours.' });
  // A signed-in shopper need not type their name and e-mail again; what they typed stays.
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    setForm((current) => ({ ...current, name: current.name || `${user.firstName} ${user.lastName}`.trim(), email: current.email || user.email }));
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
      setFailure(error instanceof ApiError ? error.message : 'Your message could not be sent. Please try again.');
      setState('unsent');
    }
  };
  const set = (key: keyof ContactMessage) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const describe = (key: keyof ContactMessage) => [errors[key] ? `contact-${key}-error` : '', key === 'email' ? '' : `contact-${key}-count`].filter(Boolean).join(' ') || undefined;

  return (
    <section className={`container ${styles.page}`}>
      <h1>Get in Touch</h1>
      <div className={styles.layout}>
        <div className={styles.cards}>
          <div className={styles.card}>
            <h2>Visit us</h2>
            <p>{contact.address}</p>
          </div>
          {/* Only the ways the owner has entered: never a made-up number or address (issue 24). */}
          {contact.phone && (
            <div className={styles.card}>
              <h2>Call us</h2>
              <p>
                <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>
              </p>
              <p>{contact.hours}</p>
            </div>
          )}
          {/* Shown only when the shop has a WhatsApp number (Settings). */}
          <WhatsAppButton text="Assalam o Alaikum! " label="Chat on WhatsApp" />
          {contact.email && (
            <div className={styles.card}>
              <h2>Email us</h2>
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            </div>
          )}
        </div>
        <div className={styles.formCard}>
          <h2>Send us a Message</h2>
          {state === 'sent' ? (
            <p className={styles.thanks} role="status">
              Thank you! We&apos;ll get back to you soon.
            </p>
          ) : (
            <form onSubmit={submit} noValidate className={styles.form}>
              {FIELDS.map((field) => (
                <div className="field" key={field.key}>
                  <label htmlFor={`contact-${field.key}`}>{field.label}</label>
                  <input
                    id={`contact-${field.key}`}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    required
                    value={form[field.key]}
                    onChange={set(field.key)}
                    aria-invalid={Boolean(errors[field.key])}
                    aria-describedby={describe(field.key)}
                  />
                  {field.key !== 'email' && <CharacterCount id={`contact-${field.key}-count`} length={form[field.key].trim().length} limit={CONTACT_LIMITS[field.key]} />}
                  {errors[field.key] && (
                    <span className="error" id={`contact-${field.key}-error`}>
                      {errors[field.key]}
                    </span>
                  )}
                </div>
              ))}
              <div className="field">
                <label htmlFor="contact-message">Your Message</label>
                <textarea id="contact-message" rows={5} required value={form.message} onChange={set('message')} aria-invalid={Boolean(errors.message)} aria-describedby={describe('message')} />
                <CharacterCount id="contact-message-count" length={form.message.trim().length} limit={CONTACT_LIMITS.message} />
                {errors.message && (
                  <span className="error" id="contact-message-error">
                    {errors.message}
                  </span>
                )}
              </div>
              {failure && (
                <p className="notice error" role="alert">
                  {failure}
                </p>
              )}
              <button type="submit" className="button" disabled={state === 'sending'}>
                {state === 'sending' ? 'Sending...' : 'Send Message'}
              </button>
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
  return (
    <small id={id} className={over > 0 ? styles.over : styles.count} aria-live={over > 0 ? 'polite' : 'off'}>
      {over > 0 ? `${over} character${over === 1 ? '' : 's'} too many (at most ${limit})` : `${length} / ${limit} characters`}
    </small>
  );
}
