import type { ApiCourier } from '../../common/couriers';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { hasKeys, readAccount } from './accounts';
import { CourierError, type CourierAdapter } from './adapter';
import { leopardsAdapter } from './leopards';
import { postExAdapter } from './postex';

/**
 * The couriers the shop can book with, one line each (docs/decisions/0058): a new courier is its file
 * (an adapter over its API) plus its line here, its name in common/couriers.ts API_COURIERS and its fake.
 */
export function adapterFor(deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'config'>, courier: ApiCourier): CourierAdapter {
  const account = readAccount(deps.db, deps.jwtSecret, courier);
  const { postexUrl, leopardsUrl, timeoutMs } = deps.config.couriers;
  if (!hasKeys(courier, account)) throw new CourierError('not set up', courier);
  switch (courier) {
    case 'PostEx':
      return postExAdapter(postexUrl, { token: account.apiKey, pickupCode: account.pickupCode }, timeoutMs);
    case 'Leopards':
      return leopardsAdapter(
        leopardsUrl,
        { apiKey: account.apiKey, apiPassword: account.apiPassword, shipperId: account.pickupCode },
        timeoutMs,
      );
  }
}

/**
 * The adapter for something the owner asked of the courier (book, cancel, check payments): a courier
 * not set up is refused as a conflict the owner can fix in Settings, not reported as an outage.
 */
export function adapterForOwner(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'config'>,
  courier: ApiCourier,
): CourierAdapter {
  try {
    return adapterFor(deps, courier);
  } catch (error) {
    if (error instanceof CourierError) throw new AppError('CONFLICT', error.message);
    throw error;
  }
}
