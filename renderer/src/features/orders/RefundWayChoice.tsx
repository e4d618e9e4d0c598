import { REFUND_METHODS } from '../../../../common/afterSale';
import { formatPrice } from '../../../../common/money';
import type { RefundWays } from '../../../../common/orderRefunds';
import type { RefundWay } from '../../../../common/orderFacts';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { DELIVERED_REFUND_LABELS, REFUND_LABELS } from './refundWords';
import styles from './OrdersPage.module.css';

type RefundWayChoiceProps = {
  ways: RefundWays;
  /** What the rider collects (or collected) on the order, named when the owner says which happened. */
  toCollect: number;
  value: RefundWay | null;
  onChange: (way: RefundWay) => void;
  error?: string;
};

/**
 * How a refund was given back, asked the same way by the return dialog and the later refund's: cash or
 * bank, and after delivery, before the courier pays out, whether it came off the courier's payout
 * instead (decisions 0092, 0133).
 */
export function RefundWayChoice({ ways, toCollect, value, onChange, error }: RefundWayChoiceProps) {
  const ownerSays = ways === 'owner says';
  return (
    <RadioGroup
      className={styles.choices}
      legend={
        ownerSays
          ? `Delivered: the rider collected ${formatPrice(toCollect)}, the courier has not paid it out yet. The refund was`
          : 'Refund paid by'
      }
      options={ownerSays ? (['cash', 'bank', 'deducted'] as const) : REFUND_METHODS}
      value={value}
      onChange={onChange}
      optionLabel={(option) => (ownerSays ? DELIVERED_REFUND_LABELS[option] : REFUND_LABELS[option as 'cash' | 'bank'])}
      error={error}
    />
  );
}
