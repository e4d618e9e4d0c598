/**
 * What a guest has typed into checkout's delivery form, kept for this tab (session storage): a phone
 * reloads the page after an app switch, and the name and address must still be there (issue 24). Only
 * the delivery fields are kept, nothing about payment; the draft goes once the order is placed, when
 * the shopper signs in, and with the tab.
 */
export const DRAFT_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'zip'] as const;
export type CheckoutDraft = Record<(typeof DRAFT_FIELDS)[number], string>;

const KEY = 'checkout-draft';

export function keptDraft(): Partial<CheckoutDraft> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const record = stored as Record<string, unknown>;
    return Object.fromEntries(
      DRAFT_FIELDS.flatMap((field) => (typeof record[field] === 'string' ? [[field, record[field]]] : [])),
    );
  } catch {
    // Unreadable or refused storage: the form starts empty, as it would without a draft.
    return {};
  }
}

export function keepDraft(draft: CheckoutDraft): void {
  try {
    if (DRAFT_FIELDS.some((field) => draft[field])) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the form still works, only a reload loses it.
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
