import { useSearchParams } from 'react-router-dom';
import { PAYMENT_STATUS_COURIERS, type ApiCourier } from '../../../../common/courierFacts';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { useCouriers, useReconciliation } from './api';
import { CashTables } from './CashTables';
import { CheckPayments } from './CheckPayments';
import { DeliveryReportSection } from './DeliveryReport';
import { ImportReport } from './ImportReport';
import styles from './Reconciliation.module.css';

/**
 * Reconciliation (issue 34): one courier's cash on delivery at a time. Import its payment or status
 * report, then see what is delivered and not yet paid, what its payouts paid and charged, the parcels
 * that came back, and every difference; the courier and city report below compares couriers.
 */
export default function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const couriers = useCouriers();
  const courier = params.get('courier') ?? couriers.data?.[0] ?? '';
  const reconciliation = useReconciliation(courier);

  return (
    <Page title="Reconciliation">
      <QueryState query={couriers}>
        {(names) => (
          <div className={styles.picker}>
            <div className="field">
              <label htmlFor="reconciliation-courier">Courier</label>
              <select
                id="reconciliation-courier"
                value={courier}
                onChange={(event) => setParams({ courier: event.target.value }, { replace: true })}
              >
                {[...new Set([courier, ...names])].filter(Boolean).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </QueryState>
      {courier !== '' && (
        <>
          <section className={styles.section} aria-labelledby="import-heading">
            <h2 id="import-heading">Import a report from {courier}</h2>
            <ImportReport key={courier} courier={courier} />
          </section>
          {asksPayments(courier) && (
            <section className={styles.section} aria-labelledby="ask-heading">
              <h2 id="ask-heading">Ask {courier} what it has paid</h2>
              <CheckPayments key={courier} courier={courier} />
            </section>
          )}
          <QueryState query={reconciliation}>{(data) => <CashTables data={data} />}</QueryState>
        </>
      )}
      <DeliveryReportSection />
    </Page>
  );
}

const asksPayments = (courier: string): courier is ApiCourier =>
  (PAYMENT_STATUS_COURIERS as readonly string[]).includes(courier);
