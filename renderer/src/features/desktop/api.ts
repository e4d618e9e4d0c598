import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesktopSettings } from '../../../../common/desktop';
import type { DesktopBridge } from '../../../../common/desktopBridge';

/** The desktop app's screen asks the app itself (window.desktop), not the shop's API. */
export const desktopKeys = {
  all: ['desktop'] as const,
  addresses: () => [...desktopKeys.all, 'addresses'] as const,
  settings: () => [...desktopKeys.all, 'settings'] as const,
};

export function useShopAddresses(desktop: DesktopBridge) {
  return useQuery({ queryKey: desktopKeys.addresses(), queryFn: () => desktop.shopAddresses() });
}

export function useDesktopSettings(desktop: DesktopBridge) {
  return useQuery({ queryKey: desktopKeys.settings(), queryFn: () => desktop.readSettings() });
}

/** Saved settings apply from the shop's next start; an answer of 'invalid' saved nothing. */
export function useSaveDesktopSettings(desktop: DesktopBridge) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DesktopSettings) => desktop.saveSettings(settings),
    onSuccess: (result) => {
      if (result.status !== 'invalid') void queryClient.invalidateQueries({ queryKey: desktopKeys.settings() });
    },
  });
}

export function useRestartShop(desktop: DesktopBridge) {
  return useMutation({ mutationFn: () => desktop.restartShop() });
}

export function useExportBackup(desktop: DesktopBridge) {
  return useMutation({ mutationFn: () => desktop.exportBackup() });
}
