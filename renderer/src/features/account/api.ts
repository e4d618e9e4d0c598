import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSelf } from '../../../../common/admin';
import { useAdminApi, useAdminSession } from '../../shared/session/AdminSession';
import { sessionKeys } from '../../shared/session/sessionKeys';

/**
 * The signed-in member's own password (My account, and the first-password screen). The server ends
 * their other sessions; this one keeps going on the token the answer carries.
 */
export function useChangeOwnPassword() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { token, renewToken } = useAdminSession();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api('POST /api/admin/password', { body }),
    onSuccess: (answer) => {
      // The new token is the same person, their password now their own: known at once, so the screens
      // stay up (and the form can say it worked) instead of waiting for who-am-I under the new token.
      const me = queryClient.getQueryData<StaffSelf>(sessionKeys.me(token));
      if (me) queryClient.setQueryData<StaffSelf>(sessionKeys.me(answer.token), { ...me, mustChangePassword: false });
      renewToken(answer.token);
    },
  });
}
