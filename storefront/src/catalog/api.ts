import type { Product } from '../../../common/catalog';
import type { ResponseOf } from '../../../common/contract';
import { callApi } from '../../../common/apiClient';

export type ProductPage = ResponseOf<'GET /api/products'>;

/** Catalog calls of docs/product.md §7; the query is passed through as the URL's search parameters. */
export function fetchProducts(params: URLSearchParams, signal?: AbortSignal): Promise<ProductPage> {
  return callApi('GET /api/products', { query: params, signal });
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await callApi('GET /api/products/:id', { params: { id }, signal })).data;
}

export async function fetchCategories(signal?: AbortSignal): Promise<string[]> {
  return (await callApi('GET /api/products/categories', { signal })).data;
}
