import { useState } from 'react';
import { failure } from '../../shared/failure';
import { plural } from '../../shared/plural';

/** '1 piece', '2 pieces'. */
export const piecesText = (count: number) => plural(count, 'piece');

/**
 * An order dialog's refusal, shown above its buttons (FormActions). The server's last refusal is about
 * what was sent: it goes when the dialog sends again and once the owner changes anything.
 */
export function useRefusal() {
  const [refused, setRefused] = useState('');
  const clear = () => setRefused('');
  return {
    refused,
    clear,
    /** The mutation's onMutate and onError: the refusal clears as it sends and is said if it fails. */
    onMutate: clear,
    onError: (error: unknown) => setRefused(failure(error)),
    /** A field's setter that also clears the refusal. */
    changing:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        clear();
      },
  };
}
