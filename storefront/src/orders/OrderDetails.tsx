import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { useShopPolicy } from '../shop/useShopPolicy';
import BankDetails from './BankDetails';
import OrderItems from './OrderItems';
import styles from './OrderDetails.module.css';
import { formatPhone } from '../../../common/phone';

/**
 * Whether the shop still waits for this order's bank transfer: what it owes is kept apart from its
 * status (docs/architecture.md, Payment and returns), so a transfer the owner has checked is not awaited
 * while the order is still pending, and an unpaid one still is after the order has moved on.
 */
export const awaitsTransfer = (order: Order) => order.paymentMethod === 'bank' && order.payment.status === 'unpaid' && order.status !== 'cancelled';

/** Cash on delivery that the rider has yet to collect. */
const awaitsCash = (order: Order) => order.paymentMethod === 'cod' && order.payment.status === 'unpaid' && order.status !== 'delivered' && order.status !== 'cancelled';

type OrderDetailsProps = {
  order: Order;
  /** The sections' heading level under the page's own heading for the order. */
  headingLevel: 2 | 3;
  /** More about the delivery, under the address (e.g. the expected day). */
  delivery?: ReactNode;
  /** More sections beside items and delivery (e.g. the status history). */
  children?: ReactNode;
};

/**
 * An order's body as the shopper sees it on the order page and on the tracking page
 * (docs/architecture.md, Order confirmation): the bank details while the transfer is awaited, the
 * items with their totals and how they are paid, and where the order goes.
 */
export default function OrderDetails({ order, headingLevel, delivery, children }: OrderDetailsProps) {
  const policy = useShopPolicy();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { customer } = order;
  return (
    <>
      {awaitsTransfer(order) && (
        <section className={styles.payment} aria-labelledby={`${id}-payment`}>
          <Heading id={`${id}-payment`}>Awaiting your bank transfer</Heading>
          <p>
            Please transfer <strong>{formatPrice(order.total)}</strong> to:
          </p>
          <BankDetails order={order} policy={policy} />
        </section>
      )}
      <div className={styles.columns}>
        <section aria-labelledby={`${id}-items`}>
          <Heading id={`${id}-items`}>Items</Heading>
          <OrderItems order={order} />
          {awaitsCash(order) && <p className={styles.note}>Please keep {formatPrice(order.total)} ready for the rider.</p>}
        </section>
        <section aria-labelledby={`${id}-delivery`}>
          <Heading id={`${id}-delivery`}>Delivery</Heading>
          <address className={styles.address}>
            {customer.name}
            <br />
            {customer.address}
            <br />
            {customer.city}
            {customer.zip ? ` ${customer.zip}` : ''}, {customer.country}
            <br />
            {formatPhone(customer.phone)}
          </address>
          {delivery}
        </section>
        {children}
      </div>
    </>
  );
}
