import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/I18nContext';
import styles from './Toasts.module.css';

export type ToastKind = 'success' | 'error' | 'info';
type Toast = { id: number; message: string; kind: ToastKind; source?: string };
/**
 * `source` names the form or control that raised the toast: its success clears its own earlier errors,
 * which would otherwise still say something failed after it worked.
 */
type ToastValue = { show: (message: string, kind?: ToastKind, source?: string) => void };

/** Storefront toasts appear top-right and close themselves after 3 seconds (docs/product.md §2, §9). */
export const TOAST_DURATION_MS = 3000;

const ToastContext = createContext<ToastValue | null>(null);
/** Apart from ToastContext, so that a toast coming and going re-renders only what asks whether one shows. */
const ShowingContext = createContext(false);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);
  const t = useT();

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'success', source?: string) => {
      const id = nextId.current++;
      setToasts((current) => [
        ...current.filter(
          (toast) => !(kind === 'success' && source && toast.source === source && toast.kind === 'error'),
        ),
        { id, message, kind, source },
      ]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  // The region is a manual popover, so it lives in the top layer; showing it again after a new toast puts
  // it above whatever entered the top layer since (an open dialog and its backdrop).
  useEffect(() => {
    const element = region.current;
    if (!element || toasts.length === 0 || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [toasts.length]);

  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      <ShowingContext.Provider value={toasts.length > 0}>{children}</ShowingContext.Provider>
      <div ref={region} popover="manual" className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`${styles.toast} ${styles[toast.kind]}`}
            role={toast.kind === 'error' ? 'alert' : undefined}
          >
            <span>{toast.message}</span>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(toast.id)}
              aria-label={t('toast.dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}

/** Whether a toast is on screen: on a phone the assistant's popups wait for it (one thing at a time over the page). */
export const useToastShowing = () => useContext(ShowingContext);
