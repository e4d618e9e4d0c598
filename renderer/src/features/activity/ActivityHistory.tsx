import type { UseQueryResult } from '@tanstack/react-query';
import type { ActivityEntry } from '../../../../common/activity';
import { QueryState } from '../../shared/ui/QueryState';
import { ActivityEntries } from './ActivityEntries';
import { useOrderActivity, useProductActivity } from './api';
import styles from './Activity.module.css';

type About = { orderRef: string; productId?: never } | { productId: string; orderRef?: never };

/**
 * An order's or a product's own history (issue 37): who changed it, when, from what to what. The order
 * card and the product form show it with one line; `version` (the thing's updatedAt) reads it again
 * after each change.
 */
export function ActivityHistory({ version, ...about }: About & { version: string }) {
  return about.orderRef !== undefined ? (
    <OrderHistory orderRef={about.orderRef} version={version} />
  ) : (
    <ProductHistory productId={about.productId} version={version} />
  );
}

// An order's history is a part of its card (under the order's h2), a product's a part of its form's page.
function OrderHistory({ orderRef, version }: { orderRef: string; version: string }) {
  return <History query={useOrderActivity(orderRef, version)} id={`history-${orderRef}`} level={3} />;
}

function ProductHistory({ productId, version }: { productId: string; version: string }) {
  return <History query={useProductActivity(productId, version)} id={`history-product-${productId}`} level={2} />;
}

function History({ query, id, level }: { query: UseQueryResult<ActivityEntry[]>; id: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.history} aria-labelledby={id}>
      <Heading id={id}>History</Heading>
      <QueryState query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <p className={styles.empty}>No changes by staff recorded yet.</p>
          ) : (
            <ActivityEntries entries={entries} showSubject={false} />
          )
        }
      </QueryState>
    </section>
  );
}
