import { ACTIVITY_KINDS, type ActivityKind } from '../../common/activity';
import { STAFF_ROLES, type StaffRole } from '../../common/staffRoles';
import { courierCashSentence } from './courierCashSentences';
import { orderSentence } from './orderSentences';
import { differing, fieldChange, fieldWords, valueWords, type Fields } from './words';

/*
 * What each kind of entry in the activity log says, as a sentence the owner reads (decision 0134): one
 * formatter per kind, read from the fields an entry keeps before and after. The Activity page, an
 * order's or a product's History and the CSV export all show this sentence (server/activity/queries.ts),
 * so an entry reads the same wherever it is seen, entries written before these words included.
 */

export type Recorded = {
  kind: ActivityKind;
  subject: string | null;
  /** The sentence stored with the entry when it was written: what is said when the fields say nothing. */
  summary: string;
  before: Fields | null;
  after: Fields | null;
};

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'an Owner',
  manager: 'a Manager',
  orderDesk: 'an Order desk member',
  packer: 'a Packer',
};
const roleWords = (role: unknown) =>
  ROLE_WORDS[role as StaffRole] ?? `a ${STAFF_ROLES[role as StaffRole]?.label ?? String(role)}`;

/** What a staff account is called: its name as kept with the entry, else its username. */
const accountName = (entry: Recorded) =>
  String(entry.after?.name ?? entry.before?.name ?? entry.subject ?? 'a staff member');

function staffSentence(entry: Recorded): string | undefined {
  const { before, after } = entry;
  const name = accountName(entry);
  if (!before && after) {
    const made = [
      `Added ${name}${after.username ? ` (signs in as ${String(after.username)})` : ''} as ${roleWords(after.role)}`,
    ];
    if (after.mustChangePassword) made.push('must change password at first sign-in');
    if (after.disabled) made.push('account turned off');
    return made.join('; ');
  }
  if (!before || !after) return undefined;
  if (entry.kind === 'staff.password') return `Reset ${name}’s password; they choose their own at their next sign-in`;
  const said = differing(before, after).map((key) => {
    switch (key) {
      case 'name':
        return `Renamed ${String(before.name)} to ${String(after.name)}`;
      case 'role':
        return `Made ${name} ${roleWords(after.role)}`;
      case 'disabled':
        return after.disabled ? `Turned ${name}’s account off` : `Turned ${name}’s account back on`;
      case 'username':
        return `${name} now signs in as ${String(after.username)}`;
      case 'mustChangePassword':
        return after.mustChangePassword
          ? `${name} must change password at next sign-in`
          : `${name} chose their own password`;
      default:
        return fieldChange(key, before[key], after[key]);
    }
  });
  return said.length ? said.join('. ') : undefined;
}

function productSentence(entry: Recorded): string | undefined {
  const { before, after } = entry;
  const title = String(after?.title ?? before?.title ?? entry.subject ?? 'the product');
  if (!before && after)
    return `Added ${title} at ${valueWords('price', after.price)} with ${valueWords('stock', after.stock)} in stock`;
  if (before && !after) return `Deleted ${title}`;
  if (!before || !after) return undefined;
  const said = differing(before, after).map((key) => {
    if (key === 'title') return `Renamed ${String(before.title)} to ${String(after.title)}`;
    if (key === 'description') return `Changed the description of ${title}`;
    if (key === 'cells') return `Stock by size of ${title}: ${cellChanges(before.cells, after.cells)}`;
    return `${fieldChange(key, before[key], after[key])} for ${title}`;
  });
  return said.length ? said.join('. ') : undefined;
}

/** 'M/White: 3 → 5', for the cells whose stock changed. */
function cellChanges(before: unknown, after: unknown): string {
  const stockOf = (cells: unknown) =>
    new Map(
      (Array.isArray(cells) ? cells : []).map((cell) => {
        const [where, count] = String(cell).split(': ');
        return [where ?? '', count ?? ''];
      }),
    );
  const [was, now] = [stockOf(before), stockOf(after)];
  const cells = [...new Set([...now.keys(), ...was.keys()])].filter((cell) => was.get(cell) !== now.get(cell));
  return cells.map((cell) => `${cell} ${was.get(cell) ?? '0'} → ${now.get(cell) ?? 'gone'}`).join(', ');
}

function discountSentence(entry: Recorded): string | undefined {
  const { before, after } = entry;
  const code = String(after?.code ?? before?.code ?? entry.subject ?? 'a code');
  if (!before && after) return `Added the discount code ${code}`;
  if (before && !after) return `Deleted the discount code ${code}`;
  if (!before || !after) return undefined;
  const said = differing(before, after).map((key) =>
    key === 'paused'
      ? after.paused
        ? `Paused ${code}`
        : `Resumed ${code}`
      : `${fieldChange(key, before[key], after[key])} for ${code}`,
  );
  return said.length ? said.join('. ') : undefined;
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field changed, in words; a group of fields (the shop's contact, its bank) field by field. */
function fieldChanges(before: Fields, after: Fields, within = ''): string[] {
  return differing(before, after).flatMap((key) => {
    const [was, now] = [before[key], after[key]];
    const named = within ? `${within} ${fieldWords(key).toLowerCase()}` : key;
    return isFields(was) && isFields(now) ? fieldChanges(was, now, fieldWords(named)) : [fieldChange(named, was, now)];
  });
}

/** Anything else (settings, rules): each field changed, in words. */
function fieldsSentence(entry: Recorded): string | undefined {
  const { before, after } = entry;
  if (!before || !after) return undefined;
  const said = fieldChanges(before, after);
  return said.length ? said.join('. ') : undefined;
}

/** The sentence an entry reads as. */
export function activitySentence(entry: Recorded): string {
  // An exchange order's first entry says which order it replaces pieces of, as it was written (decision 0133).
  if (entry.kind === 'order.exchange' && !entry.before && entry.summary) return entry.summary;
  const said = entry.kind.startsWith('order.')
    ? (courierCashSentence(entry) ?? orderSentence(entry.before, entry.after))
    : entry.kind.startsWith('staff.') && entry.kind !== 'staff.rules'
      ? staffSentence(entry)
      : entry.kind.startsWith('product.')
        ? productSentence(entry)
        : entry.kind.startsWith('discount.')
          ? discountSentence(entry)
          : fieldsSentence(entry);
  if (said) return said;
  // A save that changed nothing was logged before decision 0134 stopped it.
  const empty = (fields: Fields | null) => fields !== null && Object.keys(fields).length === 0;
  if (empty(entry.before) && empty(entry.after)) return 'Saved with nothing changed';
  // Entries that said themselves when written (a restore, a bulk change) keep their words.
  return entry.summary || ACTIVITY_KINDS[entry.kind];
}
