/** Credentials the e2e server is started with (e2e/serve.ts); only ever used on a throwaway folder. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
