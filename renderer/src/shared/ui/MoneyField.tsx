import type { ComponentProps } from 'react';
import { understoodAs } from '../../../../common/money';
import { TextField } from './TextField';

/**
 * A rupee amount typed as people write it ('Rs. 2,500', '٢٥٠٠'): the hint says what it was read as,
 * so the owner sees the number that will be saved (issue 24, item 13).
 */
export function MoneyField({ hint, value, ...field }: ComponentProps<typeof TextField>) {
  return <TextField {...field} value={value} inputMode="text" hint={understoodAs(value) ?? hint} />;
}
