import type { Customer } from '../../../../common/customers';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { Dialog } from '../../shared/ui/Dialog';
import { useCustomer } from './api';
import { fullName, shownDate } from './customerText';
import styles from './CustomersPage.module.css';

/** The user details modal (docs/product.md §7: on a failed details call the list row is shown instead). */
export function CustomerDetailsDialog({
  user,
  onClose,
  onToggle,
  toggling,
}: {
  user: Customer;
  onClose: () => void;
  onToggle: () => void;
  toggling: boolean;
}) {
  const details = useCustomer(user._id);
  const shown = details.data ?? user;
  const address = [
    shown.address.street,
    shown.address.city,
    shown.address.state,
    shown.address.zip,
    shown.address.country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Dialog
      title={fullName(shown)}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button-secondary" onClick={onToggle} disabled={toggling}>
            {user.isActive ? 'Deactivate' : 'Activate'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {details.isPending && <p role="status">Loading...</p>}
      {details.isError && (
        <p className={styles.notice}>Showing the details from the list: the full details could not be fetched.</p>
      )}
      <dl className={styles.details}>
        <dt>Email</dt>
        <dd>{shown.email}</dd>
        <dt>Phone</dt>
        <dd>{shown.phone ? formatPhone(shown.phone) : '—'}</dd>
        <dt>Address</dt>
        <dd>{address || '—'}</dd>
        <dt>Status</dt>
        <dd>{user.isActive ? 'Active' : 'Inactive'}</dd>
        <dt>Created</dt>
        <dd>{shownDate(shown.createdAt)}</dd>
        <dt>Last login</dt>
        <dd>{shownDate(shown.lastLogin)}</dd>
        {details.data && (
          <>
            <dt>Orders</dt>
            <dd>{details.data.orderCount}</dd>
            <dt>Total spent</dt>
            <dd>{formatPrice(details.data.totalSpent)}</dd>
            <dt>Last order</dt>
            <dd>{shownDate(details.data.lastOrderAt)}</dd>
          </>
        )}
      </dl>
    </Dialog>
  );
}
