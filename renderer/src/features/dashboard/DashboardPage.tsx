import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardAnswer, DashboardCounts, RecentOrder } from '../../../../common/admin';
import { failure } from '../../shared/failure';
import { formatPrice } from '../../../../common/money';
import { parcelCallout, waitingForPickup } from '../../../../common/courierFacts';
import { TO_COLLECT_MEANS } from '../../../../common/orderFacts';
import type { OrderStatus } from '../../../../common/orders';
import { nextStatuses } from '../../../../common/orderSteps';
import { plural } from '../../shared/plural';
import { Can } from '../../shared/session/staff';
import { shownTime } from '../../shared/shownTime';
import { Page } from '../../shared/ui/Page';
import { DataTable } from '../../shared/ui/DataTable';
import { QueryState } from '../../shared/ui/QueryState';
import styles from './DashboardPage.module.css';
import { useUpdateOrderStatus } from '../orders/api';
import { ShipForm } from '../orders/ShipForm';
import { useDashboard } from './api';
import { GridNotice } from './GridNotice';
import { FirstRunChecklist } from './FirstRunChecklist';
import { LowStockCard } from './LowStockCard';

/** The Dashboard tab (docs/product.md §2): four numbers and the five newest orders, all counted by the server. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <Page
      title="Dashboard"
      actions={
        <Can permission="analytics">
          <Link to="/analytics" className={`button-secondary ${styles.actionLink}`}>
            Sales Analytics
          </Link>
        </Can>
      }
    >
      <FirstRunChecklist />
      <QueryState query={dashboard}>{(data) => <Dashboard data={data} />}</QueryState>
    </Page>
  );
}

type Card = { title: string; value: string; note: string; more?: string };

/**
 * The cards at the top. The Revenue card, and the To collect line under the cards, only when the server sent the
 * sales figures: it sends them to the roles that may see Sales Analytics (decision 0145), so the order desk
 * reads three cards, none of them empty.
 */
function StatCards({ stats }: { stats: DashboardAnswer['stats'] }) {
  const sales = 'totalRevenue' in stats ? stats : null;
  const cards: Card[] = [
    { title: 'Total Orders', value: String(stats.totalOrders), note: 'All time' },
    { title: 'Pending Orders', value: String(stats.pendingOrders), note: 'Awaiting processing' },
    ...(sales
      ? [
          {
            title: 'Revenue',
            value: formatPrice(sales.totalRevenue),
            note: sales.refunds > 0 ? `Total sales, less ${formatPrice(sales.refunds)} refunded` : 'Total sales',
            // Revenue counts sales only (common/admin.ts); where that money stands, and what came back, beside it.
            more:
              `Paid by customers ${formatPrice(sales.cashReceived)} · To collect ${formatPrice(sales.cashToCollect)}` +
              (sales.returnedOrders > 0
                ? ` · ${sales.returnedOrders} came back (${formatPrice(sales.returnedValue)})`
                : ''),
          },
        ]
      : []),
    { title: 'Products', value: String(stats.totalProducts), note: 'In catalog' },
  ];
  return (
    <>
      <section className={styles.cards} aria-label="Shop at a glance">
        {cards.map((card) => (
          <div key={card.title} className={styles.stat}>
            <h2>{card.title}</h2>
            <p className={styles.value}>{card.value}</p>
            <p className={styles.note}>{card.note}</p>
            {card.more && <p className={styles.note}>{card.more}</p>}
          </div>
        ))}
      </section>
      {sales && <p className={styles.footnote}>To collect: {TO_COLLECT_MEANS.toLowerCase()}.</p>}
    </>
  );
}

function Dashboard({ data: { stats, recentOrders, lowStock, notices } }: { data: DashboardAnswer }) {
  return (
    <>
      {notices.checkVariantGrids && <GridNotice />}
      <StatCards stats={stats} />
      {(stats.refundsOwed > 0 || stats.refundsToDecide > 0) && <RefundsOwed stats={stats} />}
      {stats.parcelsAttempted > 0 && <ParcelsAttempted count={stats.parcelsAttempted} />}
      <LowStockCard lowStock={lowStock} />
      <section aria-labelledby="recent-heading" className={styles.section}>
        <h2 id="recent-heading">Recent Orders</h2>
        {/* On a phone each order is a card (DataTable), its status buttons under it rather than off the right edge. */}
        <DataTable
          caption="The five newest orders"
          className={styles.recent}
          rows={recentOrders}
          rowKey={(order) => order.orderRef}
          empty="No orders yet."
          columns={[
            { header: 'Order', className: styles.nowrap, cell: (order) => order.orderRef },
            { header: 'Customer', cell: (order) => order.customer.name },
            { header: 'Total', number: true, cell: (order) => formatPrice(order.total) },
            {
              header: 'Status',
              className: styles.status,
              cell: (order) => (
                <>
                  {order.status}
                  {order.parcelReturn && (
                    <strong className={styles.cameBack}>
                      {' '}
                      · {order.parcelReturn === 'refused' ? 'refused, came back' : 'returned'}
                    </strong>
                  )}
                  <ParcelCallout order={order} />
                </>
              ),
            },
            { header: 'Placed', cell: (order) => shownTime(order.createdAt) },
            { header: 'Set status', cell: (order) => <StatusButtons order={order} /> },
          ]}
        />
      </section>
    </>
  );
}

/** An attempt made or a parcel on its way back, beside the status (decision 0128): the owner acts before it costs a return. */
function ParcelCallout({ order }: { order: RecentOrder }) {
  const parcel = { ...order, cameBack: order.parcelReturn !== null };
  const words = parcelCallout(parcel);
  if (words) return <strong className={styles.cameBack}> · {words.toLowerCase()}</strong>;
  // Booked and not picked up yet (decision 0130): a packed order, not one that has left.
  return waitingForPickup(parcel) && <span> · booked, waiting for pickup</span>;
}

/**
 * Shipped parcels whose courier last said a delivery was attempted (decision 0128): a call to the
 * customer saves the parcel from coming back at the shop's cost. Links to the orders list filtered on them.
 */
function ParcelsAttempted({ count }: { count: number }) {
  return (
    <p className={`notice-warning ${styles.refundsOwed}`} data-testid="parcels-attempted">
      Delivery attempted: {plural(count, 'parcel')} the courier could not deliver.{' '}
      {count === 1
        ? 'Call the customer before the parcel comes back.'
        : 'Call the customers before the parcels come back.'}{' '}
      <Can permission="orders.view">
        <Link to="/orders?parcel=attempted">See {count === 1 ? 'the order' : 'the orders'}</Link>
      </Can>
    </p>
  );
}

/**
 * Money the owner is to send back or decide on, apart from Revenue: paid orders the shop cancelled
 * (decision 0126; never a sale), and returns whose refund was left to the owner or a manager (decision
 * 0133; the most it can come to). Links to the orders list filtered on both, for roles that see orders.
 */
function RefundsOwed({ stats }: { stats: DashboardCounts }) {
  const owed =
    stats.refundsOwed > 0 &&
    `Refunds owed: ${formatPrice(stats.refundsOwedAmount)} to ${plural(stats.refundsOwed, 'customer')} whose paid order was cancelled`;
  const toDecide =
    stats.refundsToDecide > 0 &&
    `Refunds to decide: up to ${formatPrice(stats.refundsToDecideAmount)} on ${plural(stats.refundsToDecide, 'order')} whose pieces were returned`;
  const orders = stats.refundsOwed + stats.refundsToDecide;
  return (
    <p className={`notice-warning ${styles.refundsOwed}`} data-testid="refunds-owed">
      {[owed, toDecide].filter(Boolean).join(' · ')}.{' '}
      <Can permission="orders.view">
        <Link to="/orders?refundOwed=yes">See {orders === 1 ? 'the order' : 'the orders'}</Link>
      </Can>
    </p>
  );
}

/** The Dashboard tab's status buttons (docs/product.md §4 Order status): those the table of steps allows (common/orderSteps.ts); Shipped asks for the courier first. */
const DASHBOARD_STATUSES: [OrderStatus, string][] = [
  ['confirmed', 'Confirmed'],
  ['shipped', 'Shipped'],
  ['delivered', 'Delivered'],
];

function StatusButtons({ order }: { order: RecentOrder }) {
  // A refusal belongs to the copy of the order it was made on: once Reload brings a newer one, it goes.
  const [refusal, setRefusal] = useState({ text: '', version: order.updatedAt });
  const failed = refusal.version === order.updatedAt ? refusal.text : '';
  const setFailed = (text: string) => setRefusal({ text, version: order.updatedAt });
  // Shipped asks for the courier and tracking number first (issue 24), as on the Orders screen.
  const [shipping, setShipping] = useState(false);
  // The pending count and the row come back from the server (the hook reads the Dashboard again). The
  // row's updatedAt goes as If-Match: a change on an old copy is refused with the Orders screen's 409
  // words, and the notice above the screen offers Reload (features/orders/staleOrder.tsx).
  const update = useUpdateOrderStatus(order, {
    onMutate: () => setFailed(''),
    onSuccess: () => setShipping(false),
    onError: (error) => setFailed(`Failed to update order status: ${failure(error)}`),
  });
  if (shipping) {
    return (
      <>
        <ShipForm
          orderRef={order.orderRef}
          saving={update.isPending}
          onShip={(change) => update.mutate(change)}
          onBack={() => setShipping(false)}
        />
        {failed && (
          <p role="alert" className={styles.failed}>
            {failed}
          </p>
        )}
      </>
    );
  }
  // A recent order on the Dashboard is never an exchange's own row to reopen: the Orders screen handles those.
  const allowed = nextStatuses({ ...order, exchangeOf: null });
  return (
    <div className={styles.statusButtons} role="group" aria-label={`Set the status of ${order.orderRef}`}>
      {DASHBOARD_STATUSES.filter(([status]) => status === order.status || allowed.includes(status)).map(
        ([status, label]) => (
          <button
            key={status}
            type="button"
            className="button-secondary"
            disabled={update.isPending || order.status === status}
            onClick={() => (status === 'shipped' ? setShipping(true) : update.mutate({ status }))}
          >
            {label}
          </button>
        ),
      )}
      {allowed.includes('pending') && (
        <button
          type="button"
          className="button-secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ status: 'pending' })}
        >
          Reset to Pending
        </button>
      )}
      {failed && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
    </div>
  );
}
