import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../common/apiClient';
import { useAdminSession } from '../../shared/session/AdminSession';

/** A staff member's login: the token the server gives starts the session (and opens their role's first screen). */
export function useAdminLogin() {
  const { signIn } = useAdminSession();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => callApi('POST /admin/login', { body }),
    onSuccess: (answer) => signIn(answer.token, answer.staff),
  });
}
