import { DIFFERENCE_LABELS } from '../../../../common/courierCash';
import { formatPrice } from '../../../../common/money';
import type { Reconciliation } from './api';
import styles from './Reconciliation.module.css';
import { plural, shownDay } from './words';

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
          <Stat title="Received after charges" value={formatPrice(totals.paid.net)}>
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

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty !== null ? <p className={styles.empty}>{empty}</p> : <div className="table-wrap">{children}</div>}
    </section>
  );
}

function Awaiting({ data }: { data: Reconciliation }) {
  return (
    <Section
      id="awaiting-heading"
      title="Delivered, not yet paid"
      empty={data.awaiting.length === 0 ? `Every parcel ${data.courier} delivered is paid.` : null}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Tracking number</th>
            <th scope="col">Customer</th>
            <th scope="col" className={styles.number}>
              To collect
            </th>
            <th scope="col">Delivered</th>
            <th scope="col" className={styles.number}>
              Waiting
            </th>
          </tr>
        </thead>
        <tbody>
          {data.awaiting.map((parcel) => (
            <tr key={parcel.orderRef}>
              <th scope="row">{parcel.orderRef}</th>
              <td>{parcel.trackingNumber}</td>
              <td>
                {parcel.customerName}, {parcel.city}
              </td>
              <td className={styles.number}>{formatPrice(parcel.toCollect)}</td>
              <td>{shownDay(parcel.deliveredAt)}</td>
              <td className={styles.number}>{parcel.ageDays === null ? '–' : plural(parcel.ageDays, 'day')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function Differences({ data }: { data: Reconciliation }) {
  return (
    <Section
      id="differences-heading"
      title="Differences"
      empty={data.differences.length === 0 ? 'No differences: every payment matches its order.' : null}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Tracking number</th>
            <th scope="col">Order</th>
            <th scope="col" className={styles.number}>
              To collect
            </th>
            <th scope="col" className={styles.number}>
              Paid
            </th>
            <th scope="col">Payout</th>
          </tr>
        </thead>
        <tbody>
          {data.differences.map((difference) => (
            <tr key={`${difference.kind}-${difference.trackingNumber}`}>
              <th scope="row">
                <span className={`${styles.badge} ${styles.warn}`}>{DIFFERENCE_LABELS[difference.kind]}</span>
                <div className={styles.muted}>{difference.note}</div>
              </th>
              <td>{difference.trackingNumber}</td>
              <td>{difference.orderRef ?? '–'}</td>
              <td className={styles.number}>{difference.expected === null ? '–' : formatPrice(difference.expected)}</td>
              <td className={styles.number}>{formatPrice(difference.amount)}</td>
              <td>
                {difference.payoutReference}, {shownDay(difference.payoutDate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function CameBack({ data }: { data: Reconciliation }) {
  return (
    <Section
      id="came-back-heading"
      title="Refused and returned parcels"
      empty={data.cameBack.length === 0 ? `No ${data.courier} parcel has come back.` : null}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Tracking number</th>
            <th scope="col">Customer</th>
            <th scope="col">Came back</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {data.cameBack.map((parcel) => (
            <tr key={parcel.orderRef}>
              <th scope="row">{parcel.orderRef}</th>
              <td>{parcel.trackingNumber}</td>
              <td>
                {parcel.customerName}, {parcel.city}
              </td>
              <td>
                {parcel.kind === 'refused' ? 'Refused' : 'Returned'} · {shownDay(parcel.returnedAt)}
                {parcel.paidByCourier && <div className={styles.muted}>The courier paid for it: see Differences</div>}
              </td>
              <td>
                <span className={`${styles.badge} ${styles.ok}`}>Back in stock</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function Payouts({ data }: { data: Reconciliation }) {
  return (
    <Section
      id="payouts-heading"
      title="Payouts"
      empty={data.payouts.length === 0 ? `No payment report from ${data.courier} has been imported yet.` : null}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">Payout</th>
            <th scope="col">Date</th>
            <th scope="col" className={styles.number}>
              Parcels
            </th>
            <th scope="col" className={styles.number}>
              Collected
            </th>
            <th scope="col" className={styles.number}>
              Charges
            </th>
            <th scope="col" className={styles.number}>
              Received
            </th>
          </tr>
        </thead>
        <tbody>
          {data.payouts.map((payout) => (
            <tr key={payout.reference}>
              <th scope="row">{payout.reference}</th>
              <td>{shownDay(payout.date)}</td>
              <td className={styles.number}>{payout.parcels}</td>
              <td className={styles.number}>{formatPrice(payout.collected)}</td>
              <td className={styles.number}>{formatPrice(payout.charges)}</td>
              <td className={styles.number}>{formatPrice(payout.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
