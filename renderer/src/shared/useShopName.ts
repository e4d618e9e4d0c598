import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../common/apiClient';

/** The shop's public policy (GET /api/shop), read by the header and refreshed when the owner saves settings. */
export const shopKeys = { policy: ['shop-policy'] as const };

/** The shop's name as the owner set it (GET /api/shop); null until it arrives or when it cannot be read. */
export function useShopName(): string | null {
  const { data } = useQuery({
    queryKey: shopKeys.policy,
    queryFn: ({ signal }) => callApi('GET /api/shop', { signal }),
    // The name is decoration: without it the header says 'Shop admin'.
    select: (answer) => answer.data.shopName,
    staleTime: 60_000,
  });
  return data ?? null;
}
