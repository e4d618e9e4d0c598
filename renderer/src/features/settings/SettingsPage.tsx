import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bankDetailsComplete } from '../../../../common/policy';
import { useAdminApi } from '../../shared/session/AdminSession';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { ModelKeyForm } from './ModelKeyForm';
import { PublicUrlForm } from './PublicUrlForm';
import { PasswordForm } from './PasswordForm';
import { PolicyForm } from './PolicyForm';
import styles from './SettingsPage.module.css';

export const settingsQueryKey = ['settings'] as const;

/**
 * The owner's settings (docs/architecture.md: shop policy is data, edited in the admin app): the shop's
 * name, delivery fee, payment methods and bank details, returns, size guide and contact details;
 * the assistant's key (write-only); the admin password.
 */
export default function SettingsPage() {
  const api = useAdminApi();
  const settings = useQuery({ queryKey: settingsQueryKey, queryFn: async ({ signal }) => (await api('GET /api/admin/settings', { signal })).data });
  return (
    <Page title="Settings">
      <QueryState query={settings}>
        {(data) => (
          <>
            {!bankDetailsComplete(data.policy) && (
              <p className={styles.firstRun} role="status">
                Shoppers can pay by cash on delivery only. To offer bank transfer, enter your bank details and the WhatsApp number for payment receipts under
                Payment, then tick Bank transfer.
              </p>
            )}
            <PolicyForm saved={data.policy} />
            <PublicUrlForm publicUrl={data.publicUrl} />
            <ModelKeyForm modelKey={data.modelKey} />
            <PasswordForm />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** Saving a part of the settings: the answer replaces what the screen shows, and the shop's name in the header. */
export function useSettingsMutation<T>(save: (input: T) => Promise<{ data: unknown; message?: string }>) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setNotice(''),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsQueryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['shop-policy'] });
      setNotice(answer.message ?? 'Saved');
    },
  });
  return { mutation, notice };
}
