import { DIFFERENCE_LABELS } from '../../../../common/courierCash';
import { formatPrice, formatSignedPrice } from '../../../../common/money';
import { Badge, DataTable } from '../../shared/ui/DataTable';
import type { Reconciliation } from './api';
import styles from './Reconciliation.module.css';
import { plural } from '../../shared/plural';
import { shownDay } from './words';

/** One courier's cash: the figures, then each list the owner acts on. */
export function CashTables({ data }: { data: Reconciliation }) {
  const { totals } = data;
  return (
    <>
      <section className={styles.section} aria-label={`${data.courier} figures`}>
        <div className={styles.cards}>
          <Stat title="Delivered, not yet paid" value={formatPrice(totals.awaiting.amount)}>
            {plural(totals.awaiting.parcels, 'parcel')} the courier owes for
          </Stat>
          <Stat title="Collected by the courier" value={formatPrice(totals.paid.collected)}>
            {plural(totals.paid.parcels, 'parcel')} in its payouts
          </Stat>
          <Stat title="Courier's charges" value={formatPrice(totals.paid.charges)}>
            Taken off its payouts
          </Stat>
          <Stat title="Received after charges" value={formatSignedPrice(totals.paid.net)}>
            What its payouts brought the shop
          </Stat>
        </div>
      </section>
      <Awaiting data={data} />
      <Differences data={data} />
      <CameBack data={data} />
      <Payouts data={data} />
    </>
  );
}

function Stat({ title, value, children }: { title: string; value: string; children: React.ReactNode }) {
  return (
    // A group named by its title, so a screen reader (and a test) reads each figure with its name.
    <div className={styles.stat} role="group" aria-label={title}>
      <h3>{title}</h3>
      <p className={styles.value}>{value}</p>
      <p className={styles.note}>{children}</p>
    </div>
  );
}

// Each list is the admin's one table (DataTable): on a phone every row is a card of its cells, each
// under its column's name, so no amount hides past the right edge.
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const place = (parcel: { customerName: string; city: string }) => `${parcel.customerName}, ${parcel.city}`;

function Awaiting({ data }: { data: Reconciliation }) {
  return (
    <Section id="awaiting-heading" title="Delivered, not yet paid">
      <DataTable
        caption={`Parcels ${data.courier} delivered and has not paid for yet`}
        rows={data.awaiting}
        rowKey={(parcel) => parcel.orderRef}
        empty={`Every parcel ${data.courier} delivered is paid.`}
        columns={[
          { header: 'Order', rowHeader: true, cell: (parcel) => parcel.orderRef },
          { header: 'Tracking number', className: styles.nowrap, cell: (parcel) => parcel.trackingNumber },
          { header: 'Customer', cell: place },
          { header: 'To collect', number: true, cell: (parcel) => formatPrice(parcel.toCollect) },
          { header: 'Delivered', cell: (parcel) => shownDay(parcel.deliveredAt) },
          {
            header: 'Waiting',
            number: true,
            cell: (parcel) => (parcel.ageDays === null ? '–' : plural(parcel.ageDays, 'day')),
          },
        ]}
      />
    </Section>
  );
}

function Differences({ data }: { data: Reconciliation }) {
  return (
    <Section id="differences-heading" title="Differences">
      <DataTable
        caption={`Where ${data.courier}'s payments and the orders differ`}
        rows={data.differences}
        rowKey={(difference) => `${difference.kind}-${difference.trackingNumber}`}
        empty="No differences: every payment matches its order."
        columns={[
          {
            header: 'What',
            rowHeader: true,
            className: styles.why,
            cell: (difference) => (
              <>
                <Badge tone="warn">{DIFFERENCE_LABELS[difference.kind]}</Badge>
                <div className={styles.muted}>{difference.note}</div>
              </>
            ),
          },
          { header: 'Tracking number', className: styles.nowrap, cell: (difference) => difference.trackingNumber },
          { header: 'Order', className: styles.nowrap, cell: (difference) => difference.orderRef ?? '–' },
          {
            header: 'To collect',
            number: true,
            cell: (difference) => (difference.expected === null ? '–' : formatPrice(difference.expected)),
          },
          { header: 'Paid', number: true, cell: (difference) => formatPrice(difference.amount) },
          {
            header: 'Payout',
            cell: (difference) => `${difference.payoutReference}, ${shownDay(difference.payoutDate)}`,
          },
        ]}
      />
    </Section>
  );
}

function CameBack({ data }: { data: Reconciliation }) {
  return (
    <Section id="came-back-heading" title="Refused and returned parcels">
      <DataTable
        caption={`${data.courier} parcels refused or returned`}
        rows={data.cameBack}
        rowKey={(parcel) => parcel.orderRef}
        empty={`No ${data.courier} parcel has come back.`}
        columns={[
          { header: 'Order', rowHeader: true, cell: (parcel) => parcel.orderRef },
          { header: 'Tracking number', className: styles.nowrap, cell: (parcel) => parcel.trackingNumber },
          { header: 'Customer', cell: place },
          {
            header: 'Came back',
            cell: (parcel) => (
              <>
                {parcel.kind === 'refused' ? 'Refused' : 'Returned'} · {shownDay(parcel.returnedAt)}
                {parcel.paidByCourier && <div className={styles.muted}>The courier paid for it: see Differences</div>}
                {parcel.courierCharges > 0 && (
                  <div className={styles.muted}>{`Courier's charges ${formatPrice(parcel.courierCharges)}`}</div>
                )}
              </>
            ),
          },
          { header: 'Stock', cell: () => <Badge tone="good">Back in stock</Badge> },
        ]}
      />
    </Section>
  );
}

function Payouts({ data }: { data: Reconciliation }) {
  return (
    <Section id="payouts-heading" title="Payouts">
      <DataTable
        caption={`${data.courier}'s payouts`}
        rows={data.payouts}
        rowKey={(payout) => payout.reference}
        empty={`No payment report from ${data.courier} has been imported yet.`}
        columns={[
          { header: 'Payout', rowHeader: true, cell: (payout) => payout.reference },
          { header: 'Date', cell: (payout) => shownDay(payout.date) },
          { header: 'Parcels', number: true, cell: (payout) => payout.parcels },
          { header: 'Collected', number: true, cell: (payout) => formatPrice(payout.collected) },
          { header: 'Charges', number: true, cell: (payout) => formatPrice(payout.charges) },
          { header: 'Received', number: true, cell: (payout) => formatSignedPrice(payout.net) },
        ]}
      />
    </Section>
  );
}
