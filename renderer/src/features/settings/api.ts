import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '../../../../common/contract/settings';
import type { MailSettings, ShopTemplates, SmtpSettingsWrite } from '../../../../common/mail';
import type { ShopPolicy } from '../../../../common/policy';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';
import { shopKeys } from '../../shared/useShopName';

/** The owner's settings screen: one answer (the policy and whether a model key is saved) read and replaced whole. */
export const settingsKeys = {
  all: ['settings'] as const,
};

export function useSettings() {
  return useDataQuery({ queryKey: settingsKeys.all }, 'GET /api/admin/settings');
}

/** A saved part of the settings: the answer replaces what the screen shows, and the shop's name in the header is read again. */
function useSaveSettings<T>(save: (input: T) => Promise<{ data: ShopSettings; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.all, answer.data);
      void queryClient.invalidateQueries({ queryKey: shopKeys.policy });
    },
  });
}

export function useSavePolicy() {
  const api = useAdminApi();
  return useSaveSettings((policy: ShopPolicy) => api('PUT /api/admin/settings/policy', { body: policy }));
}

/** null removes the saved key. */
export function useSaveModelKey() {
  const api = useAdminApi();
  return useSaveSettings((key: string | null) => api('PUT /api/admin/settings/model-key', { body: { key } }));
}

/** The address shoppers use; null removes the saved one. */
export function useSavePublicUrl() {
  const api = useAdminApi();
  return useSaveSettings((url: string | null) => api('PUT /api/admin/settings/public-url', { body: { url } }));
}

/** The mail server and the shopper message templates (docs/architecture.md, Messages that go out). */
export const mailKeys = {
  all: ['settings', 'mail'] as const,
};

export function useMailSettings() {
  return useDataQuery({ queryKey: mailKeys.all }, 'GET /api/admin/settings/mail');
}

/** A saved part of the mail settings: the answer replaces what the screen shows. */
function useSaveMail<T>(save: (input: T) => Promise<{ data: MailSettings; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (answer) => queryClient.setQueryData(mailKeys.all, answer.data) });
}

export function useSaveMailServer() {
  const api = useAdminApi();
  return useSaveMail((server: SmtpSettingsWrite) => api('PUT /api/admin/settings/mail/server', { body: server }));
}

export function useSaveMessageTemplates() {
  const api = useAdminApi();
  return useSaveMail((templates: ShopTemplates) => api('PUT /api/admin/settings/mail/templates', { body: templates }));
}

/** Changes nothing on the server: the answer, or the mail server's refusal, is the point. */
export function useSendTestMail() {
  const api = useAdminApi();
  return useMutation({ mutationFn: (to: string) => api('POST /api/admin/settings/mail/test', { body: { to } }) });
}
