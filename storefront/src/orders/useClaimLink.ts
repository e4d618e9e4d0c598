import { useEffect } from 'react';
import { useSearchParams } from '../router/router';
import { refusalMessage } from '../i18n/problems';
import { useToast } from '../toast/ToastContext';
import { claimGuestOrders } from './api';

/**
 * The link mailed to a new account's e-mail (`/profile?claim=…`, server/users/claims.ts) adds the guest
 * orders placed with it to My Orders. It works signed in or not (the link itself proves the e-mail); it
 * is spent once and taken out of the address bar, and the answer is told as a toast.
 */
export function useClaimLink(onClaimed: () => void) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const token = params.get('claim');
  useEffect(() => {
    if (!token) return;
    const rest = new URLSearchParams(params);
    rest.delete('claim');
    setParams(rest, { replace: true });
    claimGuestOrders(token).then(
      ({ message }) => {
        toast.show(message, 'success', 'claim');
        onClaimed();
      },
      (error: unknown) => toast.show(refusalMessage(error, 'order.claimFailed'), 'error', 'claim'),
    );
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps -- once per link
}
