import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import FirstPasswordPage from '../features/login/FirstPasswordPage';
import { sessionKeys } from '../shared/session/sessionKeys';
import { useCan, useMe, useRefusal } from '../shared/session/staff';
import { Page } from '../shared/ui/Page';
import { QueryState } from '../shared/ui/QueryState';
import type { Screen } from './routes';
import type { StaffSelf } from '../../../common/admin';

/** At most one check of the session per this many milliseconds, however fast they click. */
const CHECK_EVERY_MS = 2_000;

/**
 * Between the token and the screens (issue 37): who is signed in is known first; a member with a first
 * password chooses their own before anything else. Who they are is asked again on a click (at most
 * every two seconds), so an account the owner turned off, or whose role changed, is signed out on its
 * next click even where that click would ask the server nothing (a screen already loaded).
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = 0;
    const check = () => {
      if (Date.now() - last < CHECK_EVERY_MS) return;
      last = Date.now();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    };
    document.addEventListener('click', check, true);
    return () => document.removeEventListener('click', check, true);
  }, [queryClient]);
  const gate = (staff: StaffSelf) => (staff.mustChangePassword ? <FirstPasswordPage /> : children);
  // A check that fails on a lost connection keeps the screens: only a refused token ends the session.
  if (me.data) return gate(me.data);
  return <QueryState query={me}>{gate}</QueryState>;
}

/** A screen the role cannot open says so in the words the server's refusal uses, instead of a page of errors. */
export function ScreenGate({ screen, children }: { screen: Screen; children: ReactNode }) {
  const can = useCan();
  const refusal = useRefusal();
  if (can(screen.permission)) return <>{children}</>;
  return (
    <Page title={screen.label}>
      <p className="notice-refused" role="alert">
        {refusal(screen.permission)}
      </p>
    </Page>
  );
}

/** Where signing in lands: the first screen of the route table this role may open (a Packer's is Orders). */
export function StartScreen({ screens }: { screens: Screen[] }) {
  const can = useCan();
  const first = screens.find((screen) => can(screen.permission));
  return <Navigate to={first ? `/${first.path}` : '/'} replace />;
}

/** The screens of the navigation this role may open. */
export function useAllowedScreens(screens: Screen[]): Screen[] {
  const can = useCan();
  return screens.filter((screen) => can(screen.permission));
}
