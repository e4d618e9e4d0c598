import { useState } from 'react';
import { shownDay } from '../../shared/dates';
import { failure } from '../../shared/failure';
import { codeStatus, describeDiscount, type CodeStatus, type Discount } from '../../../../common/discounts';
import { formatPrice } from '../../../../common/money';
import { Page } from '../../shared/ui/Page';
import { Badge, QueryTable, RowAction, type BadgeTone, type Column } from '../../shared/ui/DataTable';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { useOpenerFocus } from '../../shared/ui/useFormInPlace';
import { useDeleteDiscount, useDiscountReport, useDiscounts, usePauseDiscount } from './api';
import { DiscountForm } from './DiscountForm';
import styles from './DiscountsPage.module.css';

const STATUS: Record<CodeStatus, { label: string; tone: BadgeTone }> = {
  live: { label: 'Live', tone: 'good' },
  paused: { label: 'Paused', tone: 'warn' },
  notYetValid: { label: 'Not started', tone: 'quiet' },
  expired: { label: 'Ended', tone: 'quiet' },
  usedUp: { label: 'Used up', tone: 'quiet' },
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
    // Day first, as the form takes them (shared/dates.ts).
    (discount.startsOn || discount.endsOn) &&
      `${discount.startsOn ? shownDay(discount.startsOn) : 'now'} to ${discount.endsOn ? shownDay(discount.endsOn) : 'no end'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Any order';
}

/** Both tables lead with the code itself, the row header a screen reader names each row by. */
function codeColumn<Row extends { code: string }>(): Column<Row> {
  return { header: 'Code', rowHeader: true, className: styles.code, cell: (row) => row.code };
}

/** The Discounts tab (issue 25; docs/product.md §9 Discount codes): the owner's codes, with their uses and the rupees given away. */
export default function DiscountsPage() {
  const discounts = useDiscounts();
  const report = useDiscountReport();
  const pause = usePauseDiscount();
  const remove = useDeleteDiscount();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const opener = useOpenerFocus();
  const edit = (next: Discount | 'new', button: HTMLElement) => {
    opener.remember(button);
    setEditing(next);
  };
  const [notice, setNotice] = useState('');
  const failed = [pause.error, remove.error].find(Boolean);
  const now = new Date();

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
    // Back to the button that opened the form; a save is also said by the status line above.
    opener.giveBack();
  };

  const confirmDelete = (discount: Discount) =>
    ask(
      {
        title: `Delete code ${discount.code}?`,
        details: 'Shoppers can no longer use it. Orders placed with it keep their discount.',
        confirm: 'Delete code',
        keep: 'Keep code',
        danger: true,
      },
      () => remove.mutate(discount.id, { onSuccess: (answer) => setNotice(answer.message ?? '') }),
    );

  return (
    <Page
      title="Discounts"
      actions={
        editing === null && (
          <button type="button" className="button" onClick={(event) => edit('new', event.currentTarget)}>
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
          {failure(failed, 'Failed to change the code. Please check your connection and try again.')}
        </p>
      )}
      {editing !== null && (
        <DiscountForm
          key={editing === 'new' ? 'new' : editing.id}
          saved={editing === 'new' ? undefined : editing}
          onDone={done}
        />
      )}
      <QueryTable
        query={discounts}
        caption="Discount codes"
        empty="No discount codes yet. Make one with New code."
        rowKey={(discount) => discount.id}
        columns={[
          codeColumn(),
          {
            header: 'Gives',
            cell: (discount) => (
              <>
                {describeDiscount(discount)}
                <span className={styles.muted}>{conditions(discount)}</span>
              </>
            ),
          },
          {
            header: 'Status',
            cell: (discount) => {
              const status = STATUS[codeStatus(discount, discount.uses, now)];
              return <Badge tone={status.tone}>{status.label}</Badge>;
            },
          },
          {
            header: 'Uses',
            number: true,
            cell: (discount) => `${discount.uses}${discount.usageLimit !== null ? ` of ${discount.usageLimit}` : ''}`,
          },
          { header: 'Given away', number: true, cell: (discount) => formatPrice(discount.givenAway) },
        ]}
        actions={(discount) => (
          <>
            <RowAction label="Edit" of={discount.code} onClick={(event) => edit(discount, event.currentTarget)} />
            <RowAction
              label={discount.paused ? 'Resume' : 'Pause'}
              of={discount.code}
              disabled={pause.isPending}
              onClick={() =>
                pause.mutate(
                  { id: discount.id, paused: !discount.paused },
                  { onSuccess: (answer) => setNotice(answer.message ?? '') },
                )
              }
            />
            <RowAction label="Delete" of={discount.code} danger onClick={() => confirmDelete(discount)} />
          </>
        )}
      />
      <section className={styles.report} aria-labelledby="discount-report-heading">
        <h2 id="discount-report-heading">Sales with codes</h2>
        <p className={styles.muted}>Sales after discount are what those orders came to after refunds.</p>
        <QueryTable
          query={report}
          caption="Sales with each code"
          empty="No sales with a code yet."
          rowKey={(row) => row.code}
          columns={[
            codeColumn(),
            { header: 'Orders', number: true, cell: (row) => row.orders },
            { header: 'Discount given', number: true, cell: (row) => formatPrice(row.discount) },
            { header: 'Sales after discount', number: true, cell: (row) => formatPrice(row.sales) },
          ]}
        />
      </section>
      {dialog}
    </Page>
  );
}
