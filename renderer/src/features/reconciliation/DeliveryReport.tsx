import { QueryState } from '../../shared/ui/QueryState';
import { useDeliveryReport, type DeliveryReport } from './api';
import styles from './Reconciliation.module.css';
import { percent } from './words';

/** Where COD is refused and which courier delivers (issue 34): rates of settled parcels, per courier and per city. */
export function DeliveryReportSection() {
  const report = useDeliveryReport();
  return (
    <section className={styles.section} aria-labelledby="delivery-report-heading">
      <h2 id="delivery-report-heading">Couriers and cities</h2>
      <p className={styles.muted}>
        Of parcels delivered or come back: how many reached the customer, how many were refused or returned, and the
        days from shipping to the door.
      </p>
      <QueryState query={report}>
        {(data) => (
          <div className={styles.twoTables}>
            <RateTable title="By courier" rows={data.couriers} />
            <RateTable title="By city" rows={data.cities} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

function RateTable({ title, rows }: { title: string; rows: DeliveryReport['couriers'] }) {
  if (rows.length === 0) return <p className={styles.empty}>{title}: no parcel has been shipped yet.</p>;
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}</th>
            <th scope="col" className={styles.number}>
              Shipped
            </th>
            <th scope="col" className={styles.number}>
              Delivered
            </th>
            <th scope="col" className={styles.number}>
              Refused or returned
            </th>
            <th scope="col" className={styles.number}>
              Days to deliver
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{row.shipped}</td>
              <td className={styles.number}>
                {row.delivered} ({percent(row.deliveryRate)})
              </td>
              <td className={styles.number}>
                {row.cameBack} ({percent(row.returnRate)})
              </td>
              <td className={styles.number}>{row.daysToDeliver ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
