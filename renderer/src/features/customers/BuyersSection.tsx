import { useState } from 'react';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
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
            <p className={styles.count}>{answer.total === 1 ? '1 customer' : `${answer.total} customers`}</p>
            {answer.data.length === 0 ? (
              <p>
                {search.trim()
                  ? 'No customers match your search.'
                  : 'No orders yet. Customers show here from their first order, with or without an account.'}
              </p>
            ) : (
              <div className="table-wrap">
                <table>
                  <caption className="visually-hidden">Customers by phone number, most recent order first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Phone</th>
                      <th scope="col">Orders</th>
                      <th scope="col">Spent</th>
                      <th scope="col">Refused</th>
                      <th scope="col">Last order</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((buyer) => (
                      <tr key={buyer.phone}>
                        <td>
                          {buyer.name}
                          {buyer.confirmByCall && <span className={styles.inactive}> Call first</span>}
                        </td>
                        <td>{formatPhone(buyer.phone)}</td>
                        <td>{buyer.orderCount}</td>
                        <td>{formatPrice(buyer.spent)}</td>
                        <td>{buyer.refused > 0 ? <span className={styles.inactive}>{buyer.refused}</span> : 0}</td>
                        <td>{shownDate(buyer.lastOrderAt)}</td>
                        <td>
                          <button
                            type="button"
                            className="button-secondary"
                            onClick={() => setOpen(buyer.phone)}
                            aria-label={`Orders and notes of ${buyer.name}, ${formatPhone(buyer.phone)}`}
                          >
                            Orders and notes
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
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
