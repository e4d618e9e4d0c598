import { useState } from 'react';
import type { Customer } from '../../../../common/customers';
import { Dialog } from '../../shared/ui/Dialog';
import { useDeleteCustomer } from './api';
import { fullName } from './customerText';

const CANCELLED = 'Deletion cancelled. You must type "DELETE" exactly to confirm.';

/** docs/product.md §5 Deleting a user: a warning first, then DELETE typed exactly (case-sensitive). */
export function DeleteCustomerDialog({
  user,
  onDone,
}: {
  user: Customer;
  onDone: (text: string, kind: 'status' | 'alert') => void;
}) {
  const [step, setStep] = useState<'warn' | 'type'>('warn');
  const [typed, setTyped] = useState('');
  const remove = useDeleteCustomer();
  const cancel = () => onDone('Deletion cancelled.', 'status');

  if (step === 'warn') {
    return (
      <Dialog
        title="Delete user for good?"
        onClose={cancel}
        footer={
          <>
            <button type="button" className="button-secondary" onClick={cancel}>
              Cancel
            </button>
            <button type="button" className="button-danger" onClick={() => setStep('type')}>
              Continue
            </button>
          </>
        }
      >
        <p>
          {fullName(user)} ({user.email}) will be removed permanently with all their data: account, wishlist and
          reviews. This cannot be undone or restored. Their orders stay in the books without their account.
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog title="Type DELETE to confirm" onClose={cancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === 'DELETE')
            remove.mutate(user._id, {
              onSuccess: () => onDone(`User "${fullName(user)}" has been successfully deleted.`, 'status'),
              onError: (error) => onDone(`Failed to delete user: ${error.message}`, 'alert'),
            });
          else onDone(CANCELLED, 'alert');
        }}
      >
        <div className="field">
          <label htmlFor="delete-confirm">Type DELETE to delete {fullName(user)}</label>
          <input
            id="delete-confirm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        </div>
        <p>
          <button type="submit" className="button-danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete user'}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
