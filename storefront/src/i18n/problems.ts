import { ApiError } from '../../../common/apiClient';
import type { MessageKey } from './catalog';
import { currentLanguage, hasMessage, messageFor, t } from './I18nContext';

/*
 * The one mapping from the shop's refusals to the shopper's language (issue 26). The rules and their
 * English words live in common/ (zod schemas) and on the server; English shows those words, which name
 * the exact rule. Another language reads its catalog's message for the field, the discount code's
 * reason or the error code, and the English words only where its catalog has nothing to say.
 */

/** The part of a zod issue a message is chosen by. */
type FieldIssue = { code: string; message: string; maximum?: unknown };

/** What a form shows under a field the schema refused. */
export function fieldProblem(field: string, issue: FieldIssue): string {
  if (currentLanguage() === 'en' || !hasMessage(`fields.${field}`)) return issue.message;
  const name = messageFor(`fields.${field}`);
  if (issue.code === 'too_big') return t('problems.tooLong', { field: name, max: String(issue.maximum) });
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return t('problems.required', { field: name });
  if (field === 'email') return t('problems.email');
  if (field === 'phone') return t('problems.phone');
  return t('problems.invalid', { field: name });
}

/** Refusals that say which discount code and why (server/discounts: details { field: 'discountCode', reason }). */
function discountReason(error: ApiError): string | undefined {
  const details = error.details as { field?: unknown; reason?: unknown } | undefined;
  return details?.field === 'discountCode' && typeof details.reason === 'string' ? details.reason : undefined;
}

/**
 * What the shopper reads when a call fails: the shop's own words in English, the catalog's for its reason
 * or code in another language, and `fallback` when the shop did not answer at all (offline).
 * `code` names the discount code a refusal is about.
 */
export function refusalMessage(error: unknown, fallback: MessageKey, code = ''): string {
  if (!(error instanceof ApiError)) return messageFor(fallback);
  if (currentLanguage() === 'en') return error.message || messageFor(fallback);
  const reason = discountReason(error);
  if (reason && hasMessage(`problems.discount.${reason}`)) return messageFor(`problems.discount.${reason}`, { code });
  if (hasMessage(`problems.codes.${error.code}`)) return messageFor(`problems.codes.${error.code}`);
  return messageFor(fallback);
}
