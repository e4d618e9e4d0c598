import { useDeliveryReport } from '../reconciliation/api';
import styles from './OrdersPage.module.css';

/** Below this many settled parcels a city's rate says more about chance than about the city. */
const FEWEST_PARCELS = 3;

/**
 * The order's city's refusal rate (issue 34), beside "Confirm by call first": parcels to this city
 * that were refused or returned, of those delivered or come back. Read from the courier and city
 * report every order card shares; nothing is shown while it loads or for a city with too few parcels.
 */
export function CityRefusalRate({ city }: { city: string }) {
  const report = useDeliveryReport();
  const key = city.trim().toLowerCase();
  const row = report.data?.cities.find((entry) => entry.name.trim().toLowerCase() === key);
  if (!row || row.settled < FEWEST_PARCELS || row.returnRate === null) return null;
  const share = Math.round(row.returnRate * 100);
  return (
    <span
      className={`${styles.badge} ${share >= 20 ? styles.warn : ''}`}
      title={`${row.cameBack} of ${row.settled} parcels to ${row.name} were refused or returned`}
    >
      {row.name}: {share}% refused
    </span>
  );
}
