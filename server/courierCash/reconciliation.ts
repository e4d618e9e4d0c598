import { desc, eq, isNotNull } from 'drizzle-orm';
import { courierKey, type DifferenceKind } from '../../common/courierCash';
import { SHIPPING_CARRIERS } from '../../common/orderFacts';
import type { Queryable } from '../db/client';
import { orders } from '../orders/schema';
import { amountNote, bookedAmounts } from './booked';
import { cameBack, expectedFromCourier, parcelsOf } from './parcels';
import { courierImports, courierPayments } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One courier's cash as the Reconciliation screen shows it (issue 34): parcels delivered and not yet
 * paid with their age, what its payouts paid and charged, parcels that came back, and every
 * difference, read against each order as it is now (an order fixed by hand drops out of the list).
 */
export function reconciliation(db: Queryable, courier: string, now: Date) {
  const key = courierKey(courier);
  const parcels = [...parcelsOf(db, courier).values()];
  const byRef = new Map(parcels.map((parcel) => [parcel.orderRef, parcel]));

  const awaiting = parcels
    .filter(
      (p) =>
        p.status === 'delivered' && p.returnKind === null && p.paymentMethod === 'cod' && p.paymentStatus === 'unpaid',
    )
    .map((p) => ({
      orderRef: p.orderRef,
      trackingNumber: p.trackingNumber,
      customerName: p.customerName,
      city: p.customerCity,
      toCollect: expectedFromCourier(p),
      deliveredAt: p.deliveredAt?.toISOString() ?? null,
      ageDays: p.deliveredAt ? Math.max(0, Math.floor((now.getTime() - p.deliveredAt.getTime()) / DAY_MS)) : null,
    }))
    .sort((a, b) => (b.ageDays ?? 0) - (a.ageDays ?? 0));

  const lines = db
    .select()
    .from(courierPayments)
    .where(eq(courierPayments.courierKey, key))
    .orderBy(desc(courierPayments.payoutDate), courierPayments.id)
    .all();
  const payments = lines.map((line) => {
    const parcel = line.orderRef ? byRef.get(line.orderRef) : undefined;
    return {
      trackingNumber: line.trackingNumber,
      orderRef: line.orderRef,
      amount: line.amount,
      charges: line.charges,
      expected: parcel ? expectedFromCourier(parcel) : null,
      payoutDate: line.payoutDate,
      payoutReference: line.payoutReference,
      cameBack: parcel ? cameBack(parcel) : null,
    };
  });

  const booked = bookedAmounts(db, courier);
  const differences = payments.flatMap((payment) => {
    const found: { kind: DifferenceKind; note: string }[] = [];
    if (payment.orderRef === null) found.push({ kind: 'unknown', note: 'No order has this tracking number' });
    // A parcel that came back owes nothing: cash paid for it is the difference; none paid (its return charges) is none.
    if (payment.cameBack) {
      if (payment.amount > 0)
        found.push({ kind: 'came back', note: `The shop has ${payment.orderRef} as ${payment.cameBack}` });
    } else if (payment.expected !== null && payment.amount !== payment.expected) {
      // The rider may have taken what the courier was booked to collect before the order changed (decision 0124).
      const bookedFor = payment.orderRef === null ? undefined : booked.get(payment.orderRef);
      found.push({ kind: 'amount', note: amountNote(payment.amount, payment.expected, bookedFor) });
    }
    return found.map((difference) => ({ ...difference, ...payment }));
  });

  const parcelsBack = parcels
    .filter((p) => p.returnKind !== null)
    .map((p) => ({
      orderRef: p.orderRef,
      trackingNumber: p.trackingNumber,
      customerName: p.customerName,
      city: p.customerCity,
      kind: p.returnKind!,
      returnedAt: p.returnedAt?.toISOString() ?? null,
      // Recording a return gives the pieces back in its own transaction (server/orders/changes.ts): a parcel back is stock back.
      backInStock: true,
      paidByCourier: lines.some((line) => line.orderRef === p.orderRef && line.amount > 0),
      courierCharges: lines.reduce((sum, line) => sum + (line.orderRef === p.orderRef ? line.charges : 0), 0),
    }));

  const payouts = new Map<
    string,
    { reference: string; date: string; parcels: number; collected: number; charges: number }
  >();
  for (const line of lines) {
    const payout = payouts.get(line.payoutReference) ?? {
      reference: line.payoutReference,
      date: line.payoutDate,
      parcels: 0,
      collected: 0,
      charges: 0,
    };
    payout.parcels += 1;
    payout.collected += line.amount;
    payout.charges += line.charges;
    payouts.set(line.payoutReference, payout);
  }

  const collected = lines.reduce((sum, line) => sum + line.amount, 0);
  const charges = lines.reduce((sum, line) => sum + line.charges, 0);
  return {
    courier: courier.trim(),
    totals: {
      awaiting: { parcels: awaiting.length, amount: awaiting.reduce((sum, a) => sum + a.toCollect, 0) },
      paid: { parcels: lines.length, collected, charges, net: collected - charges },
      cameBack: parcelsBack.length,
    },
    awaiting,
    payments,
    differences,
    cameBack: parcelsBack,
    payouts: [...payouts.values()].map((payout) => ({ ...payout, net: payout.collected - payout.charges })),
    imports: db
      .select()
      .from(courierImports)
      .where(eq(courierImports.courierKey, key))
      .orderBy(desc(courierImports.importedAt))
      .limit(10)
      .all()
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        fileName: row.fileName,
        outcomes: row.outcomes,
        importedAt: row.importedAt.toISOString(),
      })),
  };
}

/** The couriers the screen offers: those on orders and those reports came from first, then the others the shop knows, each once. */
export function couriersKnown(db: Queryable): string[] {
  const names = [
    ...db
      .selectDistinct({ name: orders.carrier })
      .from(orders)
      .where(isNotNull(orders.trackingNumber))
      .all()
      .map((row) => row.name ?? ''),
    ...db
      .selectDistinct({ name: courierImports.courier })
      .from(courierImports)
      .all()
      .map((row) => row.name),
    ...SHIPPING_CARRIERS,
  ];
  const byKey = new Map<string, string>();
  for (const name of names)
    if (name.trim() !== '' && !byKey.has(courierKey(name))) byKey.set(courierKey(name), name.trim());
  return [...byKey.values()];
}
