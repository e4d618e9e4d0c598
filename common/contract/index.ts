import type { z } from 'zod';
import { accountEndpoints } from './accounts';
import { activityEndpoints } from './activity';
import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { assistantEndpoints } from './assistant';
import { backupEndpoints } from './backups';
import { catalogEndpoints } from './catalog';
import { courierEndpoints } from './couriers';
import { courierCashEndpoints } from './courierCash';
import { customerEndpoints } from './customers';
import { discountEndpoints } from './discounts';
import type { Endpoint, Method } from './endpoint';
import { mailEndpoints } from './mail';
import { messageEndpoints } from './messages';
import { orderEndpoints } from './orders';
import { productEndpoints } from './products';
import { reviewEndpoints } from './reviews';
import { settingsEndpoints } from './settings';
import { sizeChartEndpoints } from './sizeCharts';
import { staffEndpoints } from './staff';

/**
 * Every endpoint of the shop's API, declared once: the server's routes, the storefront's and admin
 * app's clients and the API tests are typed from this table, so a changed shape fails the typecheck
 * instead of a shopper's screen. Front ends import it as a type only, which keeps zod out of their
 * bundles; the server parses requests (and, in tests, its own answers) with the schemas.
 */
export const contract = {
  ...catalogEndpoints,
  ...orderEndpoints,
  ...accountEndpoints,
  ...reviewEndpoints,
  ...adminEndpoints,
  ...customerEndpoints,
  ...analyticsEndpoints,
  ...messageEndpoints,
  ...productEndpoints,
  ...assistantEndpoints,
  ...settingsEndpoints,
  ...backupEndpoints,
  ...discountEndpoints,
  ...mailEndpoints,
  ...courierEndpoints,
  ...courierCashEndpoints,
  ...staffEndpoints,
  ...activityEndpoints,
  ...sizeChartEndpoints,
};

export type Contract = typeof contract;
export type EndpointKey = keyof Contract;

type Schema<K extends EndpointKey, Part extends keyof Endpoint> = Contract[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What the endpoint answers on success. */
export type ResponseOf<K extends EndpointKey> = z.output<Schema<K, 'response'>>;
/** What a handler may answer with (before the schema's transforms, if any). */
export type ResponseInputOf<K extends EndpointKey> = z.input<Schema<K, 'response'>>;
/** The body and query a caller sends, and what the server has after parsing them. */
export type BodyOf<K extends EndpointKey> = z.input<Schema<K, 'body'>>;
export type QueryOf<K extends EndpointKey> = z.input<Schema<K, 'query'>>;
export type ParsedBodyOf<K extends EndpointKey> = z.output<Schema<K, 'body'>>;
export type ParsedQueryOf<K extends EndpointKey> = z.output<Schema<K, 'query'>>;

export type MethodOf<K extends EndpointKey> = K extends `${infer M extends Method} ${string}` ? M : never;
export type PathOf<K extends EndpointKey> = K extends `${Method} ${infer P}` ? P : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path's `:name` parts, as strings (what a caller fills in). */
export type ParamsOf<K extends EndpointKey> = { [Name in ParamNames<PathOf<K>>]: string };
/** The path's parts after the endpoint's params schema (what a handler gets). */
export type ParsedParamsOf<K extends EndpointKey> = [Schema<K, 'params'>] extends [never]
  ? ParamsOf<K>
  : z.output<Schema<K, 'params'>>;
