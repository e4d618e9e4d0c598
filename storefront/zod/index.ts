// The storefront's `zod` (storefront/vite.config.ts aliases it here): zod itself, set jitless first.
import './jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
