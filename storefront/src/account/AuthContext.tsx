import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ShopperProfile } from '../../../common/accounts';
import { ApiError } from '../../../common/apiClient';
import { accountApi, type Session } from './api';
import { cachedProfile, clearSession, saveSession, storedShopperToken } from './session';

type AuthValue = {
  user: ShopperProfile | null;
  /** True while a stored token is being checked at start. */
  loading: boolean;
  /** Keeps a session the server just issued (login, registration, password change or reset). */
  signIn: (session: Session) => void;
  setUser: (user: ShopperProfile) => void;
  logout: () => void;
};

const AuthContext = createContext<AuthValue | null>(null);

/**
 * The shopper session (docs/product.md §4): a stored token triggers a profile fetch; a 401 or 403 clears the
 * token and the cached profile; any other failure (offline, say) falls back to the cached profile.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<ShopperProfile | null>(null);
  const [loading, setLoading] = useState(() => storedShopperToken() !== null);

  useEffect(() => {
    if (!storedShopperToken()) return;
    accountApi
      .profile()
      .then((profile) => {
        saveSession(storedShopperToken()!, profile);
        setUserState(profile);
      })
      .catch((error: unknown) => {
        if (
          error instanceof ApiError &&
          (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_ENDED' || error.code === 'ACCOUNT_DEACTIVATED')
        ) {
          clearSession();
          setUserState(null);
        } else {
          setUserState(cachedProfile());
        }
      })
      .finally(() => setLoading(false));
  }, []);

  const signIn = useCallback((session: Session) => {
    saveSession(session.token, session.user);
    setUserState(session.user);
  }, []);
  const setUser = useCallback((profile: ShopperProfile) => {
    const token = storedShopperToken();
    if (token) saveSession(token, profile);
    setUserState(profile);
  }, []);
  const logout = useCallback(() => {
    clearSession();
    setUserState(null);
  }, []);

  const value = useMemo(() => ({ user, loading, signIn, setUser, logout }), [user, loading, signIn, setUser, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}
