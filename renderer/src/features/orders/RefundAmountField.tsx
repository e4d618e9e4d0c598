import type { ComponentProps } from 'react';
import { TextField } from '../../shared/ui/TextField';

type RefundAmountFieldProps = Omit<ComponentProps<typeof TextField>, 'hint' | 'inputMode'> & {
  /** What the amount means here, in order; what does not apply (false, null, '') is left out. */
  hints: (string | false | null | undefined)[];
};

/**
 * A refund's amount in whole rupees, asked the same way by the return dialog, the later refund's and the
 * cancelled order's refund: with what it means and what the recorder's role allows said under it.
 */
export function RefundAmountField({ hints, ...field }: RefundAmountFieldProps) {
  return <TextField {...field} inputMode="numeric" hint={hints.filter(Boolean).join(' ')} />;
}
