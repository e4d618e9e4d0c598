import { useEffect, useState } from 'react';
import { ApiError } from '../../../common/apiClient';
import { fetchProducts, type ProductPage } from './api';
import { t } from '../i18n/I18nContext';
import { refusalMessage } from '../i18n/problems';

export type ProductListState =
  | { status: 'loading' }
  /** refused: the server turned the filters down (VALIDATION), so asking again cannot help; they need changing. */
  | { status: 'error'; message: string; refused: boolean }
  | { status: 'loaded'; page: ProductPage };

/** One page of products for a query; a 400 (a filter the server refuses) shows the server's words. */
export function useProductList(query: string, attempt: number): ProductListState {
  const [state, setState] = useState<ProductListState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProducts(new URLSearchParams(query), controller.signal)
      .then((page) => setState({ status: 'loaded', page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refused = error instanceof ApiError && error.code === 'VALIDATION';
        setState({
          status: 'error',
          message: refused ? refusalMessage(error, 'products.loadFailed') : t('products.loadFailed'),
          refused,
        });
      });
    return () => controller.abort();
  }, [query, attempt]);
  return state;
}
