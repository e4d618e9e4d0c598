import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Analytics } from '../../../../common/analytics';
import { formatPrice } from '../../../../common/money';
import { TO_COLLECT_MEANS } from '../../../../common/orderFacts';
import { shownDay } from '../../shared/dates';
import { shownClock } from '../../shared/shownTime';
import { plural } from '../../shared/plural';
import { DateField, useUnreadableDays } from '../../shared/ui/DateField';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import CourierCashCard from '../reconciliation/CourierCashCard';
import { useAnalytics } from './api';
import styles from './AnalyticsPage.module.css';
import { PERIOD_CHOICES, periodParams, readPeriod, shopToday, type Period, type PeriodChoice } from './period';

// recharts is the admin app's heaviest library: it loads only once there are figures to draw.
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

const longDay = shownDay;

/**
 * The Sales Analytics screen (docs/product.md §2 Admin analytics): what sold, where, how it was paid, in a
 * chosen period. Its Logout is the admin frame's, in the header above every screen. While a custom date box
 * holds words that read as no day, no figures are shown (the field says why): the address keeps the last
 * day it could read, and figures for that, or for all time, would pass for the period typed.
 */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, shopToday(new Date()));
  const query = { ...(period.from && { from: period.from }), ...(period.to && { to: period.to }) };
  const days = useUnreadableDays<'from' | 'to'>();
  const unreadable = period.choice === 'custom' && days.any;
  const analytics = useAnalytics(query, !period.problem && !unreadable);
  const refreshing = analytics.isFetching && !analytics.isPending;

  const choose = (choice: PeriodChoice) => {
    // The day boxes go, or start again from the address's days.
    days.reset();
    setParams(periodParams(choice, period));
  };
  // Typing a date changes the address at every keystroke; the back button should not walk through them.
  const pickDay = (end: 'from' | 'to', day: string) =>
    setParams(periodParams('custom', { ...period, [end]: day || undefined }), { replace: true });

  return (
    <Page
      title="Sales Analytics"
      actions={
        <>
          <Link to="/dashboard" className={`button-secondary ${styles.link}`}>
            Back to Dashboard
          </Link>
          <button
            type="button"
            className="button"
            onClick={() => void analytics.refetch()}
            disabled={Boolean(period.problem) || unreadable || analytics.isFetching}
          >
            {refreshing ? 'Refreshing...' : 'Refresh Data'}
          </button>
        </>
      }
    >
      <form className={styles.period} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.choices}>
          <legend>Period</legend>
          {PERIOD_CHOICES.map(([choice, label]) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name="period"
                value={choice}
                checked={period.choice === choice}
                onChange={() => choose(choice)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {period.choice === 'custom' && (
          <div className={styles.dates}>
            <DateField
              label="From"
              value={period.from ?? ''}
              onChange={(day) => pickDay('from', day)}
              onUnreadable={days.watch('from')}
            />
            <DateField
              label="To"
              value={period.to ?? ''}
              onChange={(day) => pickDay('to', day)}
              onUnreadable={days.watch('to')}
            />
          </div>
        )}
      </form>
      {unreadable ? (
        // Not announced at each keystroke: the box says it when the owner leaves it.
        <p className={styles.problem}>No figures are shown: a date above cannot be read.</p>
      ) : period.problem ? (
        <p role="alert" className={styles.problem}>
          {period.problem}
        </p>
      ) : (
        <QueryState query={analytics}>
          {(data) => (
            <>
              <p className={styles.asOf} role="status">
                {describe(period)} · figures as of {shownClock(analytics.dataUpdatedAt)}
              </p>
              <Figures data={data} />
              <CourierCashCard period={query} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}

/** The period in words, as the owner checks what the figures cover. */
function describe({ choice, from, to }: Period): string {
  if (choice === 'all' || (!from && !to)) return 'All orders';
  if (!to) return `${longDay(from!)} to today`;
  if (!from) return `Up to ${longDay(to)}`;
  return `${longDay(from)} to ${longDay(to)}`;
}

/** Refunds in the owner's words: what was given back, apart from what was taken off bills before the cash came in (decision 0090). */
function refundsNote({ amount, takenOff }: Analytics['totals']['refunds']): string {
  const given = amount - takenOff;
  return [
    given > 0 && `${formatPrice(given)} given back`,
    takenOff > 0 && `${formatPrice(takenOff)} taken off what was to collect`,
  ]
    .filter(Boolean)
    .join(' and ');
}

function Figures({ data }: { data: Analytics }) {
  const { totals, cashToCollect } = data;
  return (
    <>
      <section className={styles.cards} aria-label="Period totals">
        <div className={styles.stat}>
          <h2>Sales</h2>
          <p className={styles.value}>{formatPrice(totals.revenue)}</p>
          <p className={styles.note}>
            Cancelled and returned orders are not counted
            {totals.refunds.amount > 0 &&
              `; ${refundsNote(totals.refunds)} for ${plural(totals.refunds.pieces, 'piece')} is taken off`}
          </p>
        </div>
        <div className={styles.stat}>
          <h2>Orders</h2>
          <p className={styles.value}>{totals.sales}</p>
          <p className={styles.note}>sales of {plural(totals.orders, 'order')} placed</p>
        </div>
        <div className={styles.stat}>
          <h2>Pieces sold</h2>
          <p className={styles.value}>{totals.itemsSold}</p>
          <p className={styles.note}>Shirts in the orders that were sales, less those refunded</p>
        </div>
        <div className={styles.stat}>
          <h2>To collect</h2>
          <p className={styles.value}>{formatPrice(cashToCollect.amount)}</p>
          <p className={styles.note}>
            {TO_COLLECT_MEANS}: {plural(cashToCollect.orders, 'order')} of any date
          </p>
        </div>
      </section>
      <Suspense
        fallback={
          <p role="status" className={styles.asOf}>
            Loading charts...
          </p>
        }
      >
        <AnalyticsCharts data={data} />
      </Suspense>
    </>
  );
}
