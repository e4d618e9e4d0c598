import { useState } from 'react';
import {
  CUSTOMER_PAGE_SIZES,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  type Customer,
  type CustomerSort,
} from '../../../../common/customers';
import { plural } from '../../shared/plural';
import { Page } from '../../shared/ui/Page';
import { PageSizeField } from '../../shared/ui/PageSizeField';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { Badge, DataTable, RowAction, type Column } from '../../shared/ui/DataTable';
import { TextField } from '../../shared/ui/TextField';
import { useTableControls } from '../../shared/ui/useTableControls';
import { BuyersSection } from './BuyersSection';
import { CustomerDetailsDialog } from './CustomerDetailsDialog';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { useCustomers, useToggleCustomerStatus } from './api';
import { fullName, shownDate } from './customerText';
import styles from './CustomersPage.module.css';

const COLUMNS: Column<Customer, CustomerSort>[] = [
  { sortKey: 'firstName', header: 'First Name', cell: (user) => user.firstName },
  { sortKey: 'lastName', header: 'Last Name', cell: (user) => user.lastName },
  { sortKey: 'email', header: 'Email', className: styles.email, cell: (user) => user.email },
  { sortKey: 'createdAt', header: 'Created', cell: (user) => shownDate(user.createdAt) },
  {
    sortKey: 'isActive',
    header: 'Status',
    cell: (user) => <Badge tone={user.isActive ? 'good' : 'warn'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>,
  },
];

/** User Management (docs/product.md §2, §4 defaults: page 1, 10 a page, last name ascending; a new search goes back to page 1). */
export default function CustomersPage() {
  const { search, setSearch, page, setPage, limit, setLimit, sort, sortBy } = useTableControls<CustomerSort>({
    sort: { by: 'lastName', order: 'asc' },
    limit: DEFAULT_CUSTOMER_PAGE_SIZE,
  });
  const [open, setOpen] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  const query = { search: search.trim(), page, limit, sortBy: sort.by, order: sort.order };
  const users = useCustomers(query);
  const toggleStatus = useToggleCustomerStatus();
  const toggle = (user: Customer) =>
    toggleStatus.mutate(user, {
      onSuccess: (answer) => {
        setNotice({ kind: 'status', text: `${fullName(answer.user)}: ${answer.message}` });
        setOpen((shown) => (shown && shown._id === answer.user._id ? answer.user : shown));
      },
      onError: () => setNotice({ kind: 'alert', text: 'Failed to update user status' }),
    });

  return (
    <Page title="User Management">
      <div className={styles.controls}>
        <TextField
          label="Search users"
          type="search"
          value={search}
          placeholder="Name, e-mail or phone"
          onChange={setSearch}
        />
        <PageSizeField label="Users per page" sizes={CUSTOMER_PAGE_SIZES} value={limit} onChange={setLimit} />
      </div>
      {notice && (
        <p role={notice.kind} className={notice.kind === 'alert' ? styles.error : styles.notice}>
          {notice.text}
        </p>
      )}
      <QueryState query={users}>
        {(answer) => (
          <>
            <p className={styles.count}>{plural(answer.total, 'user')}</p>
            <DataTable
              rows={answer.users}
              caption={`Users, sorted by ${COLUMNS.find((column) => column.sortKey === sort.by)?.header} ${
                sort.order === 'asc' ? 'ascending' : 'descending'
              }`}
              empty={query.search ? 'No users match your search.' : 'No users yet.'}
              rowKey={(user) => user._id}
              columns={COLUMNS}
              sort={{ by: sort, onSort: sortBy }}
              actions={(user) => (
                <>
                  <RowAction label="Details" of={`of ${fullName(user)}`} onClick={() => setOpen(user)} />
                  <RowAction
                    label={user.isActive ? 'Deactivate' : 'Activate'}
                    of={fullName(user)}
                    disabled={toggleStatus.isPending}
                    onClick={() => toggle(user)}
                  />
                  <RowAction label="Delete" of={fullName(user)} danger onClick={() => setDeleting(user)} />
                </>
              )}
            />
            <Pager page={answer.page} totalPages={answer.totalPages} onPage={setPage} label="Users pages" />
          </>
        )}
      </QueryState>
      <BuyersSection />
      {open && (
        <CustomerDetailsDialog
          user={open}
          onClose={() => setOpen(null)}
          onToggle={() => toggle(open)}
          toggling={toggleStatus.isPending}
        />
      )}
      {deleting && (
        <DeleteCustomerDialog
          user={deleting}
          onDone={(text, kind) => {
            setDeleting(null);
            setNotice({ kind, text });
          }}
        />
      )}
    </Page>
  );
}
