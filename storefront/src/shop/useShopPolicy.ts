import { useEffect, useState } from 'react';
import type { ShopPolicy } from '../../../common/policy';
import { DEFAULT_SHOP_POLICY } from '../../../common/policyRules';
import { callApi } from '../../../common/apiClient';

let cached: Promise<ShopPolicy> | undefined;
/** Every mounted useShopPolicy, told when refreshShopPolicy has read the policy again. */
const listeners = new Set<(policy: ShopPolicy) => void>();

const loaded = () =>
  (cached ??= callApi('GET /api/shop')
    .then((response) => response.data)
    .catch(() => {
      cached = undefined;
      return DEFAULT_SHOP_POLICY;
    }));

/** The shop's policy from GET /api/shop, fetched once per page load; defaults until it arrives. */
export function useShopPolicy(): ShopPolicy {
  const [policy, setPolicy] = useState<ShopPolicy>(DEFAULT_SHOP_POLICY);
  useEffect(() => {
    let live = true;
    const show = (next: ShopPolicy) => live && setPolicy(next);
    listeners.add(show);
    void loaded().then(show);
    return () => {
      live = false;
      listeners.delete(show);
    };
  }, []);
  return policy;
}

/** Reads the policy again, for every screen showing it: the shop said its delivery charge changed (checkout). */
export function refreshShopPolicy(): void {
  cached = undefined;
  void loaded().then((policy) => listeners.forEach((show) => show(policy)));
}
