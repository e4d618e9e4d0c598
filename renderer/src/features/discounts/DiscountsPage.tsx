import { useState } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { codeStatus, describeDiscount, type CodeStatus, type Discount } from '../../../../common/discounts';
import { formatPrice } from '../../../../common/money';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { useDeleteDiscount, useDiscountReport, useDiscounts, usePauseDiscount } from './api';
import { DiscountForm } from './DiscountForm';
import styles from './DiscountsPage.module.css';

const STATUS: Record<CodeStatus, { label: string; className: string | undefined }> = {
  live: { label: 'Live', className: styles.live },
  paused: { label: 'Paused', className: styles.paused },
  notYetValid: { label: 'Not started', className: styles.over },
  expired: { label: 'Ended', className: styles.over },
  usedUp: { label: 'Used up', className: styles.over },
};

/** The conditions of a code in a few words, for the list. */
function conditions(discount: Discount): string {
  const parts = [
    discount.scope === 'selected' && `on ${[...discount.categories, ...discount.productIds].join(', ')}`,
    discount.minPieces !== null && `from ${discount.minPieces} pieces`,
    discount.minAmount !== null && `from ${formatPrice(discount.minAmount)}`,
    discount.perCustomerLimit !== null && `${discount.perCustomerLimit} per customer`,
    discount.firstOrderOnly && 'first order only',
    discount.showToShoppers ? 'shown to shoppers' : 'not advertised',
    (discount.startsOn || discount.endsOn) && `${discount.startsOn ?? 'now'} to ${discount.endsOn ?? 'no end'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Any order';
}

/** The Discounts tab (issue 25; docs/product.md §9 Discount codes): the owner's codes, with their uses and the rupees given away. */
export default function DiscountsPage() {
  const discounts = useDiscounts();
  const report = useDiscountReport();
  const pause = usePauseDiscount();
  const remove = useDeleteDiscount();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const failed = [pause.error, remove.error].find(Boolean);
  const now = new Date();

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };

  return (
    <Page
      title="Discounts"
      actions={
        editing === null && (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            New code
          </button>
        )
      }
    >
      <p className={styles.intro}>
        Codes shoppers type at the cart or checkout. Uses count the orders holding one now: a cancelled or returned
        order gives its use back. Given away counts the orders that are sales, as Analytics does: a pending order holds
        its use but gives nothing away until it is confirmed or paid.
      </p>
      <div role="status" aria-live="polite">
        {notice && <p className={styles.ok}>{notice}</p>}
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {failed instanceof ApiError
            ? failed.message
            : 'Failed to change the code. Please check your connection and try again.'}
        </p>
      )}
      {editing !== null && (
        <DiscountForm
          key={editing === 'new' ? 'new' : editing.id}
          saved={editing === 'new' ? undefined : editing}
          onDone={done}
        />
      )}
      <QueryState query={discounts}>
        {(codes) =>
          codes.length === 0 ? (
            <p className={styles.empty}>No discount codes yet. Make one with New code.</p>
          ) : (
            <div className="table-wrap">
              <table>
                <caption className="visually-hidden">Discount codes</caption>
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Gives</th>
                    <th scope="col">Status</th>
                    <th scope="col" className={styles.number}>
                      Uses
                    </th>
                    <th scope="col" className={styles.number}>
                      Given away
                    </th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {codes.map((discount) => {
                    const status = STATUS[codeStatus(discount, discount.uses, now)];
                    return (
                      <tr key={discount.id}>
                        <th scope="row" className={styles.code}>
                          {discount.code}
                        </th>
                        <td>
                          {describeDiscount(discount)}
                          <span className={styles.muted}>{conditions(discount)}</span>
                        </td>
                        <td>
                          <span className={status.className}>{status.label}</span>
                        </td>
                        <td className={styles.number}>
                          {discount.uses}
                          {discount.usageLimit !== null && ` of ${discount.usageLimit}`}
                        </td>
                        <td className={styles.number}>{formatPrice(discount.givenAway)}</td>
                        <td>
                          <div className={styles.actions}>
                            <button
                              type="button"
                              className="button-secondary"
                              onClick={() => setEditing(discount)}
                              aria-label={`Edit ${discount.code}`}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              className="button-secondary"
                              disabled={pause.isPending}
                              aria-label={`${discount.paused ? 'Resume' : 'Pause'} ${discount.code}`}
                              onClick={() =>
                                pause.mutate(
                                  { id: discount.id, paused: !discount.paused },
                                  { onSuccess: (answer) => setNotice(answer.message ?? '') },
                                )
                              }
                            >
                              {discount.paused ? 'Resume' : 'Pause'}
                            </button>
                            <button
                              type="button"
                              className="button-danger"
                              aria-label={`Delete ${discount.code}`}
                              onClick={() =>
                                ask(
                                  {
                                    title: `Delete code ${discount.code}?`,
                                    details:
                                      'Shoppers can no longer use it. Orders placed with it keep their discount.',
                                    confirm: 'Delete code',
                                    keep: 'Keep code',
                                    danger: true,
                                  },
                                  () =>
                                    remove.mutate(discount.id, {
                                      onSuccess: (answer) => setNotice(answer.message ?? ''),
                                    }),
                                )
                              }
                            >
                              Delete
                            </button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <section className={styles.report} aria-labelledby="discount-report-heading">
        <h2 id="discount-report-heading">Sales with codes</h2>
        <p className={styles.muted}>Sales after discount are what those orders came to after refunds.</p>
        <QueryState query={report}>
          {(rows) =>
            rows.length === 0 ? (
              <p className={styles.empty}>No sales with a code yet.</p>
            ) : (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Code</th>
                      <th scope="col" className={styles.number}>
                        Orders
                      </th>
                      <th scope="col" className={styles.number}>
                        Discount given
                      </th>
                      <th scope="col" className={styles.number}>
                        Sales after discount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.code}>
                        <th scope="row" className={styles.code}>
                          {row.code}
                        </th>
                        <td className={styles.number}>{row.orders}</td>
                        <td className={styles.number}>{formatPrice(row.discount)}</td>
                        <td className={styles.number}>{formatPrice(row.sales)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </section>
      {dialog}
    </Page>
  );
}
