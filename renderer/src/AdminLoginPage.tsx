import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiFetch } from '../../common/apiClient';
import { ADMIN_TOKEN_KEY, validAdminToken } from './adminSession';

/** 'Admin Login' (SPEC.md §2, §8 Admin login). */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Admin Login';
    if (validAdminToken()) navigate('/dashboard', { replace: true });
  }, [navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setError('Username and password are required');
    setError('');
    setBusy(true);
    try {
      const { token, message } = await apiFetch<{ token?: string; message?: string }>('/admin/login', { method: 'POST', body: { username, password } });
      if (!token) return setError(message || 'Invalid credentials');
      localStorage.setItem(ADMIN_TOKEN_KEY, token);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message || 'Invalid credentials' : 'Server error. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="card" onSubmit={submit} noValidate>
        <h1>Admin Login</h1>
        <label htmlFor="admin-username">Username</label>
        <input id="admin-username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} required />
        <label htmlFor="admin-password">Password</label>
        <input id="admin-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </main>
  );
}
