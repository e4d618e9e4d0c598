import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { Link, useLocation, useNavigate } from '../router/router';
import { registerSchema } from '../../../common/accounts';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import { richMessage, useI18n } from '../i18n/I18nContext';
import FormField, { FormSubmit } from '../forms/FormField';
import { firstProblem, useFormDraft } from '../forms/useFormProblem';
import { useToast } from '../toast/ToastContext';
import styles from './AuthPages.module.css';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AccountFields';
import { usePageMeta } from '../seo/usePageMeta';

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword';
type Field = TextField | 'acceptTerms';

/** docs/product.md §5 Registration's order: the required fields, matching passwords, the length, the terms. */
const CHECK_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'confirmPassword',
  'password',
  'acceptTerms',
];

/** Registration (docs/product.md §2, §5): confirm password and the terms flag are not sent. */
export default function RegisterPage() {
  const { signIn } = useAuth();
  const { t } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/profile';
  const {
    draft: form,
    problem,
    problemId,
    show,
    fieldProps,
    text,
  } = useFormDraft<Field, TextField>('register', {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t('register.title') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, email, password, phone } = form;
    const checked = registerSchema.safeParse({ firstName, lastName, email, password, phone });
    const found = firstProblem(CHECK_ORDER, checked, {
      confirmPassword: password !== form.confirmPassword && t('account.passwordsDiffer'),
      acceptTerms: !acceptTerms && t('register.mustAccept'),
    });
    if (found || !checked.success) {
      show(found);
      if (found) toast.show(found.message, 'error', 'register');
      return;
    }
    show(null);
    setBusy(true);
    try {
      signIn(await accountApi.register(checked.data));
      toast.show(t('register.welcome'), 'success', 'register');
      navigate(from, { replace: true });
    } catch (failure) {
      const message = refusalMessage(failure, 'register.failed');
      show({ message, field: failure instanceof ApiError && failure.code === 'EMAIL_TAKEN' ? 'email' : undefined });
      toast.show(message, 'error', 'register');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('register.title')} links={<Link to="/login">{t('register.haveAccount')}</Link>}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <FormField label={t('register.firstName')} autoComplete="given-name" required {...text('firstName')} />
          <FormField label={t('register.lastName')} autoComplete="family-name" required {...text('lastName')} />
        </div>
        <EmailField label={t('account.email')} {...text('email')} />
        <FormField label={t('register.phoneOptional')} type="tel" autoComplete="tel" {...text('phone')} />
        <PasswordField fresh label={t('account.password')} {...text('password')} />
        <PasswordField fresh label={t('register.confirmPassword')} {...text('confirmPassword')} />
        <label className={styles.check}>
          <input
            type="checkbox"
            id={fieldProps('acceptTerms').id}
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            aria-invalid={fieldProps('acceptTerms').problemId ? true : undefined}
            aria-describedby={fieldProps('acceptTerms').problemId}
          />
          <span>
            {richMessage('register.acceptTerms', {
              terms: (
                <Link to="/terms" target="_blank" rel="noopener">
                  {t('register.terms')}
                </Link>
              ),
            })}
          </span>
        </label>
        <FormSubmit
          problemId={problemId}
          problem={problem?.message ?? ''}
          busy={busy}
          submit={t('register.submit')}
          working={t('register.busy')}
        />
      </form>
    </AuthCard>
  );
}
