import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ADMIN_TOKEN_KEY, tokenExpiry, validAdminToken } from './adminSession';

/** Guarded admin screens: no, unreadable or expired token → back to /admin; also at the token's expiry. */
export default function RequireAdmin({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const token = validAdminToken();
  useEffect(() => {
    if (!token) return;
    const timer = window.setTimeout(() => {
      localStorage.removeItem(ADMIN_TOKEN_KEY);
      navigate('/', { replace: true });
    }, tokenExpiry(token)! * 1000 - Date.now());
    return () => window.clearTimeout(timer);
  }, [token, navigate]);
  return token ? <>{children}</> : <Navigate to="/" replace />;
}
