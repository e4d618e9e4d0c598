/**
 * Quitting waits for the shop to close (requests finished, database checkpointed and closed; see
 * server/start.ts). Electron's before-quit cannot wait, so the first quit is held back, the shop
 * closed, and then the app quits for real. Returns the handler for before-quit: true means "hold
 * this quit back".
 */
export function quitAfterClosing(
  closeShop: () => Promise<void>,
  quit: () => void,
  onError: (error: unknown) => void = () => {},
): () => boolean {
  let state: 'open' | 'closing' | 'closed' = 'open';
  return () => {
    if (state === 'closed') return false;
    if (state === 'open') {
      state = 'closing';
      closeShop()
        .catch(onError)
        .finally(() => {
          state = 'closed';
          quit();
        });
    }
    return true;
  };
}
