import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ApiError } from '../../../../common/apiClient';
import { START_PATH, type LoginState } from '../../shared/session/AdminSession';
import { validAdminToken } from '../../shared/session/adminToken';
import { TextField } from '../../shared/ui/TextField';
import { useShopName } from '../../shared/useShopName';
import { useAdminLogin } from './api';
import styles from './LoginPage.module.css';

/** 'Admin Login' (docs/product.md §2 Admin login, §5 both fields required, §8 its messages). */
export default function LoginPage() {
  const shopName = useShopName();
  const loginState = useLocation().state as LoginState;
  const sessionEnded = loginState?.sessionEnded === true;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const login = useAdminLogin();

  useEffect(() => {
    document.title = shopName ? `Admin Login · ${shopName}` : 'Admin Login';
  }, [shopName]);

  // Already signed in (a valid token is stored): straight to their role's first screen.
  if (validAdminToken()) return <Navigate to={`/${START_PATH}`} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(!username.trim() ? 'Username is required' : 'Password is required');
      const missing = event.currentTarget.elements.namedItem(!username.trim() ? 'username' : 'password');
      if (missing instanceof HTMLInputElement) missing.focus();
      return;
    }
    setError('');
    login.mutate(
      { username, password },
      {
        // docs/product.md §8: the server's refusal says why ('Invalid credentials', too many attempts); no answer at all: 'Server error'.
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.code !== 'INTERNAL'
              ? failure.message || 'Invalid credentials'
              : 'Server error. Please try again.',
          ),
      },
    );
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {shopName && <p className={styles.shop}>{shopName}</p>}
        <h1 className={styles.title}>Admin Login</h1>
        {sessionEnded && !error && (
          <p className={styles.info} role="status">
            {/* The server's reason when it gave one: 'The owner has turned off your account…'. */}
            {loginState?.message || 'Your session has ended. Please log in again.'}
          </p>
        )}
        <form className={styles.form} onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={setUsername}
            required
            aria-required="true"
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
            aria-required="true"
          />
          <button type="submit" className="button" disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <div aria-live="assertive">
          {error && (
            <p id="login-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
