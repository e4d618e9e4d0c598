import { DataTable } from '../../shared/ui/DataTable';
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
  return (
    <DataTable
      caption={title}
      rows={rows}
      rowKey={(row) => row.name}
      empty={`${title}: no parcel has been shipped yet.`}
      columns={[
        {
          header: title.replace('By ', '').replace(/^./, (c) => c.toUpperCase()),
          rowHeader: true,
          cell: (row) => row.name,
        },
        { header: 'Shipped', number: true, cell: (row) => row.shipped },
        { header: 'Delivered', number: true, cell: (row) => `${row.delivered} (${percent(row.deliveryRate)})` },
        { header: 'Refused or returned', number: true, cell: (row) => `${row.cameBack} (${percent(row.returnRate)})` },
        { header: 'Days to deliver', number: true, cell: (row) => row.daysToDeliver ?? '–' },
      ]}
    />
  );
}
