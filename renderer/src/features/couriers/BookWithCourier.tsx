import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { API_COURIERS, type ApiCourier } from '../../../../common/courierFacts';
import type { BookingOutcome } from '../../../../common/couriers';
import type { AdminOrder } from '../../../../common/orders';
import { useBookOrders, useCourierCities, useDownloadBookingSheet, useRememberCity } from './api';
import styles from './Couriers.module.css';

const problem = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? error.message
    : 'The courier could not be asked. Check your connection and try again.';

/**
 * The Orders screen's booking (issue 34): the ticked orders go to the chosen courier; each answer is
 * listed, and a city the courier names otherwise is asked once, then remembered.
 */
export function BookWithCourier({ orders }: { orders: AdminOrder[] }) {
  const [courier, setCourier] = useState<ApiCourier>('PostEx');
  const [outcomes, setOutcomes] = useState<BookingOutcome[]>([]);
  const book = useBookOrders();
  const sheet = useDownloadBookingSheet();
  const selectId = useId();
  const refs = orders.map((order) => order.orderRef);
  // The button is disabled while booking, which drops the keyboard's focus: it goes to the answers instead.
  const results = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (outcomes.length > 0) results.current?.focus();
  }, [outcomes]);
  const run = (orderRefs: string[]) =>
    book.mutate(
      { courier, orderRefs },
      {
        onSuccess: (answers) =>
          setOutcomes((shown) => [
            ...shown.filter((old) => !answers.some((answer) => answer.orderRef === old.orderRef)),
            ...answers,
          ]),
      },
    );
  return (
    <>
      <div className={styles.booking}>
        <label className="visually-hidden" htmlFor={selectId}>
          Courier to book with
        </label>
        <select
          id={selectId}
          className={styles.courier}
          value={courier}
          onChange={(event) => setCourier(event.target.value as ApiCourier)}
        >
          {API_COURIERS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={refs.length === 0 || book.isPending}
          onClick={() => {
            setOutcomes([]);
            run(refs);
          }}
        >
          {book.isPending ? 'Booking…' : `Book with ${courier} (${refs.length})`}
        </button>
        <button
          type="button"
          className="button-secondary"
          disabled={refs.length === 0 || sheet.isPending}
          onClick={() => sheet.mutate({ courier, orderRefs: refs })}
        >
          {courier} booking sheet
        </button>
      </div>
      {(outcomes.length > 0 || book.error || sheet.error || sheet.data) && (
        <ul ref={results} tabIndex={-1} className={styles.results} aria-label="Booking results" aria-live="polite">
          {book.error && (
            <li role="alert" className={styles.error}>
              {problem(book.error)}
            </li>
          )}
          {sheet.error && (
            <li role="alert" className={styles.error}>
              {problem(sheet.error)}
            </li>
          )}
          {/* The sheet holds only orders ready to book; the rest are counted and named (decision 0143). */}
          {sheet.data && <li>{sheet.data}</li>}
          {outcomes.map((outcome) => (
            <li
              key={outcome.orderRef}
              className={
                outcome.outcome === 'booked'
                  ? styles.ok
                  : outcome.outcome === 'already booked'
                    ? undefined
                    : styles.error
              }
            >
              {outcome.message}
              {outcome.outcome === 'city' && (
                <CityChoice
                  courier={courier}
                  outcome={outcome}
                  busy={book.isPending}
                  onChosen={() => run([outcome.orderRef])}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CityChoice({
  courier,
  outcome,
  busy,
  onChosen,
}: {
  courier: ApiCourier;
  outcome: BookingOutcome;
  busy: boolean;
  onChosen: () => void;
}) {
  const suggestions = outcome.suggestions ?? [];
  // Nothing is chosen for the owner: the nearest spelling may be another city altogether (Multan's is
  // Lahore when the courier does not deliver there), and a parcel sent there comes back at the shop's cost.
  const [city, setCity] = useState('');
  const [everyCity, setEveryCity] = useState(false);
  const cities = useCourierCities(courier, everyCity);
  const remember = useRememberCity(courier);
  const id = useId();
  const choices = everyCity && cities.data ? cities.data : suggestions;
  return (
    <div className={styles.cityChoice}>
      <label htmlFor={id}>
        {courier}’s city for {outcome.shopCity}
      </label>
      <select id={id} value={city} onChange={(event) => setCity(event.target.value)} aria-describedby={`${id}-none`}>
        <option value="" disabled>
          Choose a city
        </option>
        {choices.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      {!everyCity && (
        <button type="button" className="button-secondary" onClick={() => setEveryCity(true)}>
          Show all of {courier}’s cities
        </button>
      )}
      <button
        type="button"
        className="button"
        disabled={!city || busy || remember.isPending}
        onClick={() =>
          remember.mutate({ shopCity: outcome.shopCity ?? '', courierCity: city }, { onSuccess: onChosen })
        }
      >
        Use {city || 'this city'} and book
      </button>
      <p id={`${id}-none`} className={styles.hint}>
        Not there? {courier} may not deliver to {outcome.shopCity}: leave this order unbooked and send it another way.
      </p>
      {(remember.error || cities.error) && (
        <span role="alert" className={styles.error}>
          {problem(remember.error ?? cities.error)}
        </span>
      )}
    </div>
  );
}
