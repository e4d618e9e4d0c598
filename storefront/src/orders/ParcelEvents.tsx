import { useEffect, useId, useState } from 'react';
import { callApi } from '../../../common/apiClient';
import type { ResponseOf } from '../../../common/contract';
import type { Order } from '../../../common/orders';
import { formatDate, useT } from '../i18n/I18nContext';

type Parcel = NonNullable<ResponseOf<'GET /api/orders/track/parcel'>['data']>;

/**
 * What the courier said about the parcel, with its dates (issue 34), on the shopper's tracking page and
 * order page alike: asked with the same proof as the page's order, its e-mail or, for an order placed
 * without one, its phone number. Nothing shows for an order booked by hand, or when the answer cannot be
 * had (the order's own progress stays above it).
 */
export function ParcelEvents({ order }: { order: Pick<Order, 'orderRef' | 'customer'> }) {
  const [parcel, setParcel] = useState<Parcel | null>(null);
  const t = useT();
  const id = useId();
  const { orderRef } = order;
  const { email, phone } = order.customer;
  useEffect(() => {
    const abort = new AbortController();
    callApi('GET /api/orders/track/parcel', {
      query: email ? { orderRef, email } : { orderRef, phone },
      signal: abort.signal,
    })
      .then((answer) => setParcel(answer.data))
      .catch(() => setParcel(null));
    return () => abort.abort();
  }, [orderRef, email, phone]);
  if (!parcel || parcel.events.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('parcel.title', { courier: parcel.courier })}</h2>
      <p>{t(`parcel.steps.${parcel.step}`)}</p>
      <ol>
        {[...parcel.events].reverse().map((event) => (
          <li key={`${event.at}-${event.status}`}>
            <time dateTime={event.at}>{formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            {' · '}
            <bdi>{event.status}</bdi>
            {event.detail && (
              <>
                {' · '}
                <bdi>{event.detail}</bdi>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
