import { formatPrice } from '../../common/money';
import { REFUND_WAY_WORDS } from '../../common/orderFacts';
import type { REFUND_WAYS } from '../../common/orderFacts';
import { variantLabel } from '../../common/variants';
import { added, capitalised, fieldChange, listed, pieces, valueWords, withPhonesFormatted, type Fields } from './words';

/*
 * An order's entries in the activity log as sentences (issue 37; decision 0134). The order's snapshot
 * (server/orders/activity.ts) writes its lines, returns and exchanges with the words below, so an entry
 * recorded today reads as it is stored; entries recorded before (raw lines, counts of pieces) are read
 * into the same words here.
 */

type Line = { title: string; size: string; color: string; quantity: number; unitPrice: number };

/** '2 × Classic White Oxford Shirt (M / White) at PKR 2,200'. */
export const lineWords = (line: Line) =>
  `${line.quantity} × ${line.title} (${variantLabel(line.size, line.color)}) at ${formatPrice(line.unitPrice)}`;

/** '1 × Classic White Oxford Shirt (M / White)': the pieces a return or exchange took back. */
export const piecesWords = (line: Pick<Line, 'title' | 'size' | 'color'>, quantity: number) =>
  `${quantity} × ${line.title} (${variantLabel(line.size, line.color)})`;

/** What came back with a return: 'refunded PKR 2,200 by cash', 'nothing refunded'. */
export function refundWords(amount: number, method: (typeof REFUND_WAYS)[number] | null): string {
  if (amount <= 0) return 'nothing refunded';
  if (method === 'deducted') return `${formatPrice(amount)} taken off what the courier collects`;
  return `refunded ${formatPrice(amount)}${method ? ` by ${REFUND_WAY_WORDS[method]}` : ''}`;
}

/**
 * A refund left to decide and recorded later (decision 0133), said by itself as one sentence: 'Refunded PKR
 * 2,200 by cash for 1 × Classic White Oxford Shirt (XL / White) returned earlier'. The snapshot stores it so,
 * and the log reads it as stored; a return's own words ('Returned …') would say the pieces came back twice.
 */
export function laterRefundWords(
  line: Pick<Line, 'title' | 'size' | 'color'>,
  quantity: number,
  amount: number,
  method: (typeof REFUND_WAYS)[number] | null,
): string {
  return `${laterRefundOpening(amount, method)} for ${piecesWords(line, quantity)} ${RETURNED_EARLIER}`;
}

const RETURNED_EARLIER = 'returned earlier';
const laterRefundOpening = (amount: number, method: (typeof REFUND_WAYS)[number] | null) => {
  if (amount <= 0) return 'Refunded nothing';
  if (method === 'deducted') return `Took ${formatPrice(amount)} off what the courier collects`;
  return `Refunded ${formatPrice(amount)}${method ? ` by ${REFUND_WAY_WORDS[method]}` : ''}`;
};

/**
 * Entries stored before laterRefundWords kept the return's words, 'the returned Classic White Oxford Shirt (XL /
 * White) refunded PKR 2,200 by cash afterwards', which read 'Returned the returned …': they are said as it says.
 */
const OLD_LATER_REFUND =
  /^the returned (.*) (refunded .*|nothing refunded|PKR .* taken off what the courier collects) afterwards$/s;
function returnSentence(line: string): string {
  if (line.endsWith(` ${RETURNED_EARLIER}`)) return line;
  const old = OLD_LATER_REFUND.exec(line);
  if (!old) return `Returned ${line}`;
  const [, pieces, refund] = old as unknown as [string, string, string];
  const opening =
    refund === 'nothing refunded'
      ? 'Refunded nothing'
      : refund.startsWith('refunded ')
        ? capitalised(refund)
        : `Took ${refund.replace(' taken off ', ' off ')}`;
  return `${opening} for the ${pieces} ${RETURNED_EARLIER}`;
}

/** An entry written before lines were words: 'Classic White Oxford Shirt M/White ×2 @ 2200'. */
const OLD_LINE = /^(.*) ([^ /]+)\/(.+) ×(\d+) @ (\d+)$/;
export function itemWords(item: unknown): string {
  const old = OLD_LINE.exec(String(item));
  if (!old) return String(item);
  const [, title, size, color, quantity, unitPrice] = old as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return lineWords({ title, size, color, quantity: Number(quantity), unitPrice: Number(unitPrice) });
}

const items = (value: unknown) => listed((Array.isArray(value) ? value : []).map(itemWords));
const statusWords = (status: unknown) => capitalised(String(status));

/** The money lines of an order, as the order's card says them. */
const MONEY_FIELDS: Record<string, string> = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Delivery',
  total: 'Total',
  refunded: 'Refunded',
};

/** An order's customer line ('Sana Khan, 0321 5556667, House 5, Lahore') as its name and the rest, from its phone on. */
const CUSTOMER_LINE = /^(.*?), (\+?\d[\d -]{5,}\d, .*)$/s;

/**
 * The customer's details changed: a corrected name is said by itself (decision 0137), 'Changed the name
 * from "Sana Kan" to "Sana Khan"', and the phone and address changed beside it after it.
 */
function customerClause(was: string, now: string): string {
  const [before, after] = [CUSTOMER_LINE.exec(was), CUSTOMER_LINE.exec(now)];
  const details = (from: string, to: string) =>
    `Changed the customer’s details from ${valueWords('customer', from)} to ${valueWords('customer', to)}`;
  if (!before || !after || before[1] === after[1]) return details(was, now);
  const named = `Changed the name from "${before[1]}" to "${after[1]}"`;
  return before[2] === after[2] ? named : `${named}. ${details(before[2]!, after[2]!)}`;
}

/** One field of an order changed, as a clause; undefined when another clause already says it. */
function orderClause(key: string, before: Fields, after: Fields): string | undefined {
  const [was, now] = [before[key], after[key]];
  switch (key) {
    case 'status':
      return now === 'cancelled'
        ? `Cancelled the order (it was ${statusWords(was)})`
        : `Moved the order from ${statusWords(was)} to ${statusWords(now)}`;
    case 'payment':
      return now === 'paid' ? 'Marked as paid' : 'Marked as not paid';
    case 'confirmedWithCustomer':
      return now ? 'Confirmed with the customer' : 'No longer marked as confirmed with the customer';
    case 'parcelReturn':
      return now
        ? `Parcel came back (${now === 'refused' ? 'refused at the door' : 'returned'}); its pieces are back in stock`
        : 'No longer recorded as come back';
    case 'items':
      return `Changed the items from ${items(was)} to ${items(now)}`;
    case 'customer':
      return customerClause(String(was ?? ''), String(now ?? ''));
    case 'email':
      if (!was) return `Added the e-mail "${String(now)}"`;
      if (!now) return `Took off the e-mail "${String(was)}"`;
      return `Changed the e-mail from "${String(was)}" to "${String(now)}"`;
    case 'tracking':
      if (!was) return `Tracking number ${String(now)}`;
      if (!now) return `Tracking number ${String(was)} taken off`;
      return `Tracking number changed from ${String(was)} to ${String(now)}`;
    // A return's refund left to the owner or a manager (decision 0133): which pieces, up to how much.
    // Entries written before decision 0136 said only 'yes'. Once decided, the return's own words say so.
    case 'refundToDecide':
      if (now === 'yes') return was === 'yes' ? undefined : 'Left the refund of the returned pieces to decide';
      return (
        added(was, now)
          .map((line) => `Left the refund of ${line}`)
          .join('. ') || undefined
      );
    case 'refundSent':
      return now ? `Refund sent: ${String(now)}` : 'Refund no longer recorded as sent';
    case 'returns':
      return added(was, now).map(returnSentence).join('. ');
    case 'exchanges':
      return added(was, now)
        .map((line) => `Exchanged ${line}`)
        .join('. ');
    // Entries recorded before the pieces were named: their counts, and the refund beside them.
    case 'returnedPieces': {
      const refunded = Number(after.refunded ?? 0) - Number(before.refunded ?? 0);
      const refund = 'refunded' in after ? `, ${refundWords(refunded, null)}` : '';
      return `Returned ${pieces(Number(now) - Number(was))}${refund}`;
    }
    case 'exchangedPieces':
      return `Exchanged ${pieces(Number(now) - Number(was))}`;
    case 'refunded':
      return 'returnedPieces' in after ? undefined : fieldChange(MONEY_FIELDS[key]!, was, now);
    default:
      return MONEY_FIELDS[key]
        ? `${MONEY_FIELDS[key]} changed from ${formatPrice(Number(was))} to ${formatPrice(Number(now))}`
        : fieldChange(key, was, now);
  }
}

/** The money lines worth saying of an order made or deleted. */
function orderWhole(order: Fields): string {
  const parts: string[] = [];
  if (Number(order.shipping ?? 0) > 0) parts.push(`${formatPrice(Number(order.shipping))} delivery`);
  if (Number(order.discount ?? 0) > 0) parts.push(`${formatPrice(Number(order.discount))} off`);
  const money = `total ${formatPrice(Number(order.total ?? 0))}${parts.length ? ` with ${listed(parts)}` : ''}`;
  const customer = order.customer ? `, for ${withPhonesFormatted(String(order.customer))}` : '';
  return `${items(order.items)}; ${money}${customer}`;
}

/** An order's entry as a sentence, or undefined when it holds nothing to say. */
export function orderSentence(before: Fields | null, after: Fields | null): string | undefined {
  if (!before && after) return `Entered the order: ${orderWhole(after)}`;
  if (before && !after) return `Deleted the order (it was ${statusWords(before.status)}): ${orderWhole(before)}`;
  if (!before || !after) return undefined;
  const keys = Object.keys(after);
  // A cancel or a move says the status first; being confirmed with the customer says itself first.
  const order = ['confirmedWithCustomer', 'status', ...keys.filter((key) => key !== 'status')];
  const clauses = [...new Set(order)]
    .filter((key) => key in after)
    .map((key) => orderClause(key, before, after))
    .filter((clause): clause is string => Boolean(clause));
  return clauses.length ? clauses.join('. ') : undefined;
}
