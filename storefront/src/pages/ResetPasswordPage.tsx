import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { Link, useNavigate, useSearchParams } from '../router/router';
import { resetPasswordSchema } from '../../../common/accounts';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import { useI18n } from '../i18n/I18nContext';
import { FormSubmit } from '../forms/FormField';
import { firstProblem, useFormDraft } from '../forms/useFormProblem';
import { useToast } from '../toast/ToastContext';
import styles from './AuthPages.module.css';
import { AuthCard } from './AuthCard';
import { PasswordField } from './AccountFields';
import { usePageMeta } from '../seo/usePageMeta';

/** Sets a new password from a mailed, single-use link, and signs the shopper in. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { signIn } = useAuth();
  const { t } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const { draft, problem, problemId, show, text } = useFormDraft<'password' | 'confirm'>('reset', {
    password: '',
    confirm: '',
  });
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t('reset.title') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirm } = draft;
    const checked = resetPasswordSchema.safeParse({ token, password });
    const found = firstProblem(['confirm', 'password'], checked, {
      confirm: password !== confirm && t('account.passwordsDiffer'),
    });
    if (found || !checked.success) return show(found);
    show(null);
    setBusy(true);
    try {
      signIn(await accountApi.resetPassword(checked.data.token, checked.data.password));
      toast.show(t('reset.done'), 'success');
      navigate('/profile', { replace: true });
    } catch (failure) {
      show({ message: refusalMessage(failure, 'account.tryAgainLater') });
    } finally {
      setBusy(false);
    }
  };

  // Opened without the link from the mail (typed, or the link was cut short): say how to get one.
  if (!token) {
    return (
      <AuthCard title={t('reset.title')} links={<Link to="/login">{t('account.backToLogin')}</Link>}>
        <p>{t('reset.openTheLink')}</p>
        <p>{t('reset.noMail')}</p>
        <Link to="/forgot-password" className="button">
          {t('reset.askLink')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} links={<Link to="/forgot-password">{t('reset.askNewLink')}</Link>}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField fresh label={t('reset.newPassword')} {...text('password')} />
        <PasswordField fresh label={t('reset.confirmNewPassword')} {...text('confirm')} />
        <FormSubmit
          problemId={problemId}
          problem={problem?.message ?? ''}
          busy={busy}
          submit={t('reset.submit')}
          working={t('account.saving')}
        />
      </form>
    </AuthCard>
  );
}
