import { useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { refusalFor, type Permission } from '../../../../common/staffRoles';
import { useAdminSession } from './AdminSession';
import { sessionKeys } from './sessionKeys';

/**
 * Who is signed in (issue 37): their name, role and the permissions common/staffRoles.ts gives it, as
 * the server answers GET /api/admin/me. The login's answer fills it at once; it is read again on each
 * change of screen, so an account the owner turned off is signed out on its next click.
 */
export function useMe() {
  const { api, token } = useAdminSession();
  return useQuery({
    queryKey: sessionKeys.me(token),
    queryFn: async ({ signal }) => (await api('GET /api/admin/me', { signal })).data,
    enabled: token !== null,
    staleTime: Infinity,
  });
}

/**
 * Whether the signed-in member may do something, from the server's own list for their role (never a
 * second list in the app). Nothing is allowed until the answer is in.
 */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useMe().data?.permissions;
  return useCallback((permission: Permission) => permissions?.includes(permission) ?? false, [permissions]);
}

/** The words a refusal uses for this member's role, the same the server's 403 says. */
export function useRefusal(): (permission: Permission) => string {
  const role = useMe().data?.role;
  return useCallback((permission: Permission) => (role ? refusalFor(role, permission) : ''), [role]);
}

/** Shows its children only to a role that may do `permission`: a button a Packer cannot use is not shown at all. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan()(permission) ? <>{children}</> : null;
}
