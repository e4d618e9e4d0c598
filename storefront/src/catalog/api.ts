import type { ApiPage, ApiSuccess } from '../../../common/api';
import type { Product } from '../../../common/catalog';
import { apiFetch } from '../../../common/apiClient';

/** Catalog calls of SPEC.md §7; the query is passed through as the URL's search parameters. */
export function fetchProducts(params: URLSearchParams, signal?: AbortSignal): Promise<ApiPage<Product>> {
  const query = params.toString();
  return apiFetch<ApiPage<Product>>(`/api/products${query ? `?${query}` : ''}`, { signal });
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await apiFetch<ApiSuccess<Product>>(`/api/products/${encodeURIComponent(id)}`, { signal })).data;
}

export async function fetchCategories(signal?: AbortSignal): Promise<string[]> {
  return (await apiFetch<ApiSuccess<string[]>>('/api/products/categories', { signal })).data;
}
