import type { BackupExportResult, ShopAddresses } from '../common/desktopBridge';
import type { FirstAdmin } from '../server/desktop/desktopSettings';

/** A message box's contents (the fields of Electron's MessageBoxOptions the shell uses). */
export type Message = {
  type: 'info' | 'warning' | 'error';
  title?: string;
  message: string;
  detail?: string;
  buttons?: string[];
  defaultId?: number;
  cancelId?: number;
};

/** The first admin's password exists nowhere else: shown once, with a way to copy it (button 0). */
export const firstAdminMessage = ({ username, password }: FirstAdmin): Message => ({
  type: 'info',
  title: 'Your admin account',
  message: 'The shop made your admin account. Write the password down: it is shown only this once.',
  detail: `Username: ${username}\nPassword: ${password}`,
  buttons: ['Copy password', 'Done'],
  defaultId: 0,
});

/** How a backup exported from the menu ended; nothing to say when the owner cancelled. */
export function resultMessage(result: BackupExportResult): Message | undefined {
  switch (result.status) {
    case 'cancelled':
      return undefined;
    case 'saved':
      return { type: 'info', message: 'Backup saved.', detail: result.file };
    case 'failed':
      return { type: 'error', message: 'Something went wrong.', detail: result.message };
  }
}

/** The address to give shoppers: the first network address when the shop is open to the network. */
export const shareableAddress = ({ localUrl, network }: ShopAddresses): string => network[0]?.url ?? localUrl;

export const startFailedMessage = (error: unknown, settingsFile: string) => ({
  title: 'The shop could not start',
  content: `${error instanceof Error ? error.message : String(error)}\n\nSettings are in ${settingsFile}.`,
});

/** Where shoppers reach the shop; main.ts adds the first address's QR code as the box's picture. */
export function networkAddressMessage({ localUrl, thisComputerOnly, network }: ShopAddresses): Message {
  const [first, ...others] = network;
  if (!first) {
    return {
      type: 'info',
      title: 'Shop address',
      message: 'Shoppers cannot reach the shop from the network.',
      detail: thisComputerOnly
        ? `The shop is open on this computer only (${localUrl}). Change "Who can open the shop" in Settings.`
        : 'This computer is not connected to a network.',
    };
  }
  return {
    type: 'info',
    title: 'Shop address',
    message: `Shoppers on your network can open ${first.url}`,
    detail: [
      others.length ? `Other addresses of this computer: ${others.map((address) => address.url).join(', ')}` : '',
      'Scan the code with a phone on the same Wi-Fi.',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
