import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { Link } from '../router/router';
import { accountApi } from '../account/api';
import { useI18n } from '../i18n/I18nContext';
import { FormSubmit } from '../forms/FormField';
import styles from './AuthPages.module.css';
import { AuthCard } from './AuthCard';
import { EmailField } from './AccountFields';
import { usePageMeta } from '../seo/usePageMeta';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const { language, t } = useI18n();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t('forgot.title') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const { message } = await accountApi.forgotPassword(email);
      // The same answer whether or not the e-mail has an account: the server's words, or the catalog's.
      setSent(language === 'en' ? message : t('forgot.sent'));
    } catch (failure) {
      setError(refusalMessage(failure, 'account.tryAgainLater'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('forgot.title')} links={<Link to="/login">{t('account.backToLogin')}</Link>}>
      {sent ? (
        <p className={styles.success} role="status">
          {sent}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <p>{t('forgot.intro')}</p>
          <EmailField id="forgot-email" label={t('account.email')} value={email} onChange={setEmail} />
          <FormSubmit
            problemId="forgot-problem"
            problem={error}
            busy={busy}
            submit={t('forgot.submit')}
            working={t('forgot.busy')}
          />
        </form>
      )}
    </AuthCard>
  );
}
