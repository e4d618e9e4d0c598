import { useEffect, useState } from 'react';
import type { ShopPolicy } from '../../../common/policy';
import { DEFAULT_SHOP_POLICY } from '../../../common/policyRules';
import { callApi } from '../../../common/apiClient';

let cached: Promise<ShopPolicy> | undefined;

/** The shop's policy from GET /api/shop, fetched once per page load; defaults until it arrives. */
export function useShopPolicy(): ShopPolicy {
  const [policy, setPolicy] = useState<ShopPolicy>(DEFAULT_SHOP_POLICY);
  useEffect(() => {
    cached ??= callApi('GET /api/shop')
      .then((response) => response.data)
      .catch(() => {
        cached = undefined;
        return DEFAULT_SHOP_POLICY;
      });
    let live = true;
    void cached.then((loaded) => live && setPolicy(loaded));
    return () => {
      live = false;
    };
  }, []);
  return policy;
}
