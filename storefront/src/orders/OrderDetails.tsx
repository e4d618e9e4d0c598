import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../../common/money';
import { transferAsked } from '../../../common/orderFacts';
import type { Order } from '../../../common/orders';
import { useShopPolicy } from '../shop/useShopPolicy';
import { Link } from '../router/router';
import AfterSale from './AfterSale';
import BankDetails from './BankDetails';
import { asksLessThanTotal, awaitsCash, toPayAtTheDoor } from './orderState';
import OrderItems from './OrderItems';
import ReceiptUpload from './ReceiptUpload';
import ReturnOrExchange from './ReturnOrExchange';
import styles from './OrderDetails.module.css';
import { formatDate, richMessage, useT } from '../i18n/I18nContext';
import { Amount, Phone } from '../i18n/Ltr';

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
 * items with their totals and how they are paid, where the order goes, a parcel that came back or a
 * paid order cancelled (the money goes back, and once sent how much and when), and the pieces returned
 * or exchanged since.
 */
export default function OrderDetails({ order, headingLevel, delivery, children }: OrderDetailsProps) {
  const policy = useShopPolicy();
  const t = useT();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { customer } = order;
  // What is still to transfer, by the rule the owner's receipt view reads (decision 0129).
  const transfer = transferAsked(order);
  return (
    <>
      {transfer && (
        <section className={styles.payment} aria-labelledby={`${id}-payment`}>
          <Heading id={`${id}-payment`}>{t('order.awaitingTransfer')}</Heading>
          {/* A receipt sent before the shop changed the order may be for the earlier amount: never ask for it again. */}
          <p data-testid="transfer-asked">
            {richMessage(transfer.earlierReceipt ? 'order.transferChanged' : 'order.transferTo', {
              amount: (
                <strong>
                  <Amount value={transfer.amount} />
                </strong>
              ),
            })}
          </p>
          <BankDetails order={order} amount={transfer.amount} policy={policy} />
          <ReceiptUpload order={order} />
        </section>
      )}
      {order.parcelReturn && <CameBack order={order} />}
      {order.status === 'cancelled' && order.payment.status === 'paid' && (
        <p className={styles.cameBack} data-testid="cancelled-paid">
          {order.cancelRefund ? <RefundSent refund={order.cancelRefund} /> : t('order.cancelledPaid')}{' '}
          <Link to={`/contact?ref=${order.orderRef}`}>{t('common.contactUs')}</Link> {t('order.withReference')}
        </p>
      )}
      <div className={styles.columns}>
        <section aria-labelledby={`${id}-items`}>
          <Heading id={`${id}-items`}>{t('order.items')}</Heading>
          <OrderItems order={order} />
          {/* The one amount to pay the rider: what the order asks at the door, as the owner's 'To collect' says. */}
          {awaitsCash(order) && toPayAtTheDoor(order) > 0 && (
            <p className={styles.note} data-testid="keep-cash">
              {richMessage('order.keepCash', { amount: <Amount value={toPayAtTheDoor(order)} /> })}
            </p>
          )}
          {/* Once the rider came, a parcel booked for the old total may have been paid it (decision 0117): say what to do. */}
          {asksLessThanTotal(order) && !awaitsCash(order) && (
            <p className={styles.note} data-testid="paid-more">
              {t('order.paidMore', { amount: formatPrice(toPayAtTheDoor(order)) })}{' '}
              <Link to={`/contact?ref=${order.orderRef}`}>{t('common.contactUs')}</Link>
            </p>
          )}
        </section>
        <section aria-labelledby={`${id}-delivery`}>
          <Heading id={`${id}-delivery`}>{t('order.delivery')}</Heading>
          <address className={styles.address}>
            {customer.name}
            <br />
            {customer.address}
            <br />
            {customer.city}
            {customer.zip ? ` ${customer.zip}` : ''}
            {t('common.comma')}
            {customer.country === 'Pakistan' ? t('checkout.pakistan') : customer.country}
            <br />
            <Phone phone={customer.phone} />
          </address>
          {delivery}
        </section>
        <AfterSale order={order} headingLevel={headingLevel} />
        <ReturnOrExchange order={order} returnWindowDays={policy.returnWindowDays} />
        {children}
      </div>
    </>
  );
}

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** The money of a paid order the shop cancelled, once the shop recorded it as sent back (decision 0126). */
function RefundSent({ refund }: { refund: NonNullable<Order['cancelRefund']> }) {
  const t = useT();
  return richMessage('order.refundSent', {
    amount: <Amount value={refund.amount} />,
    way: t(refund.method === 'bank' ? 'order.refundByBank' : 'order.refundByCash'),
    day: day(refund.at),
  });
}

/** A parcel that came back is said in plain words, with nothing left to pay for it (issue 24). */
function CameBack({ order }: { order: Order }) {
  const { kind, at } = order.parcelReturn!;
  const t = useT();
  return (
    <p className={styles.cameBack} data-testid="came-back">
      {t(kind === 'refused' ? 'order.refusedOn' : 'order.returnedOn', { day: day(at) })} {t('order.nothingOwed')}{' '}
      <Link to={`/contact?ref=${order.orderRef}`}>{t('common.contactUs')}</Link> {t('order.withReference')}
    </p>
  );
}
