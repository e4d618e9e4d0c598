import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, requestApi, type CallArgs, type CallRest } from '../../../../common/apiClient';
import type { EndpointKey, ResponseOf } from '../../../../common/contract';
import type { StaffSelf } from '../../../../common/admin';
import { ADMIN_TOKEN_KEY, msUntilExpiry, validAdminToken } from './adminToken';
import { sessionKeys } from './sessionKeys';

/** The path that opens the signed-in member's first screen (app/App.tsx sends it on by their role). */
export const START_PATH = 'start';

/** Calls an endpoint of the contract with the admin token, taking the arguments `callApi` takes. */
export type AdminApi = <K extends EndpointKey>(key: K, ...rest: CallRest<K>) => Promise<ResponseOf<K>>;

type AdminSession = {
  token: string | null;
  /** Starts the session with the login's answer: who signed in is known at once, without asking again. */
  signIn: (token: string, staff: StaffSelf) => void;
  /** Keeps a new token for this session (after a password change ends the older ones). */
  renewToken: (token: string) => void;
  /**
   * Ends the session; `ended` says it was not their choice (expiry or a refused token), `message` the
   * server's reason when it gave one (the owner turned the account off).
   */
  signOut: (ended?: boolean, message?: string) => void;
  /** The one API client of the admin app: adds the token; a refused token ends the session (docs/product.md §4). */
  api: AdminApi;
};

const SessionContext = createContext<AdminSession | null>(null);

/** Where the login page learns why it is shown. */
export type LoginState = { sessionEnded?: boolean; message?: string } | null;

/** The server's answers that mean the admin token no longer opens anything. */
const endsSession = (error: unknown) =>
  error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_ENDED');

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => validAdminToken());

  const signOut = useCallback(
    (ended = false, message?: string) => {
      localStorage.removeItem(ADMIN_TOKEN_KEY);
      setToken(null);
      // Nothing the last session loaded stays on screen for the next one.
      queryClient.clear();
      navigate('/', { replace: true, state: { sessionEnded: ended, message } satisfies LoginState });
    },
    [navigate, queryClient],
  );

  const signIn = useCallback(
    (next: string, staff: StaffSelf) => {
      localStorage.setItem(ADMIN_TOKEN_KEY, next);
      queryClient.setQueryData(sessionKeys.me(next), staff);
      setToken(next);
      // The first screen this role may open (app/routes.tsx): a Packer has no Dashboard.
      navigate(`/${START_PATH}`, { replace: true });
    },
    [navigate, queryClient],
  );

  const renewToken = useCallback((next: string) => {
    localStorage.setItem(ADMIN_TOKEN_KEY, next);
    setToken(next);
  }, []);

  // docs/product.md §4: at the token's expiry time the token is removed and the owner sent to /admin.
  useEffect(() => {
    if (!token) return;
    const timer = window.setTimeout(() => signOut(true), msUntilExpiry(token));
    return () => window.clearTimeout(timer);
  }, [token, signOut]);

  // Logging in or out in another tab of the admin app does the same here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ADMIN_TOKEN_KEY && event.key !== null) return;
      const stored = validAdminToken();
      setToken(stored);
      if (!stored) navigate('/', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  const api = useCallback<AdminApi>(
    async (key, ...[args]) => {
      try {
        return await requestApi(key, { ...args, token } as CallArgs<typeof key>);
      } catch (error) {
        if (endsSession(error)) signOut(true, (error as ApiError).message);
        throw error;
      }
    },
    [token, signOut],
  );

  const session = useMemo(
    () => ({ token, signIn, renewToken, signOut, api }),
    [token, signIn, renewToken, signOut, api],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useAdminSession(): AdminSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider');
  return session;
}

/** The admin API client, for queries and mutations. */
export const useAdminApi = (): AdminApi => useAdminSession().api;

/** Guarded admin screens (docs/product.md §2): no, unreadable or expired token → the token is removed, back to /admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  // Read the stored token itself on entry: it may have been changed or expired since the app started.
  return validAdminToken() ? <>{children}</> : <Navigate to="/" replace />;
}
