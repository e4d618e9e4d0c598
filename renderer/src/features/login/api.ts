import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../common/apiClient';
import { useAdminSession } from '../../shared/session/AdminSession';

/** The owner's login: the token the server gives starts the session (and opens the Dashboard). */
export function useAdminLogin() {
  const { signIn } = useAdminSession();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => callApi('POST /admin/login', { body }),
    onSuccess: (answer) => signIn(answer.token),
  });
}
