import { useState } from 'react';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { plural } from '../../shared/plural';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { Badge, DataTable, RowAction } from '../../shared/ui/DataTable';
import { TextField } from '../../shared/ui/TextField';
import { BuyerDialog } from './BuyerDialog';
import { useBuyers } from './api';
import { shownDate } from './customerText';
import styles from './CustomersPage.module.css';

/** Everyone who ordered, guests too, one row per phone number (docs/product.md, Customers), the most recent buyer first. */
export function BuyersSection() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const buyers = useBuyers({ search: search.trim(), page });
  return (
    <section aria-labelledby="buyers-heading" className={styles.people}>
      <h2 id="buyers-heading">Everyone who ordered</h2>
      <div className={styles.controls}>
        <TextField
          label="Search customers"
          type="search"
          value={search}
          placeholder="Name, e-mail or phone"
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <QueryState query={buyers}>
        {(answer) => (
          <>
            <p className={styles.count}>{plural(answer.total, 'customer')}</p>
            <DataTable
              rows={answer.data}
              caption="Customers by phone number, most recent order first"
              empty={
                search.trim()
                  ? 'No customers match your search.'
                  : 'No orders yet. Customers show here from their first order, with or without an account.'
              }
              rowKey={(buyer) => buyer.phone}
              columns={[
                {
                  header: 'Name',
                  cell: (buyer) => (
                    <>
                      {buyer.name}
                      {buyer.confirmByCall && (
                        <>
                          {' '}
                          <Badge tone="warn">Call first</Badge>
                        </>
                      )}
                    </>
                  ),
                },
                { header: 'Phone', cell: (buyer) => formatPhone(buyer.phone) },
                { header: 'Orders', number: true, cell: (buyer) => buyer.orderCount },
                { header: 'Spent', number: true, cell: (buyer) => formatPrice(buyer.spent) },
                {
                  header: 'Refused',
                  number: true,
                  cell: (buyer) => (buyer.refused > 0 ? <Badge tone="warn">{buyer.refused}</Badge> : 0),
                },
                { header: 'Last order', cell: (buyer) => shownDate(buyer.lastOrderAt) },
              ]}
              actions={(buyer) => (
                <RowAction
                  label="Orders and notes"
                  of={`of ${buyer.name}, ${formatPhone(buyer.phone)}`}
                  onClick={() => setOpen(buyer.phone)}
                />
              )}
            />
            {answer.totalPages > 1 && (
              <Pager page={answer.page} totalPages={answer.totalPages} onPage={setPage} label="Customers pages" />
            )}
          </>
        )}
      </QueryState>
      {open && <BuyerDialog phone={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
