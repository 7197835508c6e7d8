import { demoOperatorToken } from '../server/db/seed-data/operators';

/** Test-only secrets the e2e server runs with (playwright.config.ts), so tests can mint tokens. */
export const E2E_JWT_ACCESS_SECRET = 'e2e-only-access-secret-0123456789abcdef';
export const E2E_JWT_2FA_SECRET = 'e2e-only-2fa-secret-0123456789abcdef';
/** The demo admin's API token (seeded in the demo world the e2e server starts on). */
export const E2E_OPS_TOKEN = demoOperatorToken('admin');
/** The second demo admin's API token: it approves what the first admin asks for (a new operator, another role). */
export const E2E_SECOND_ADMIN_TOKEN = demoOperatorToken('admin2');
export const E2E_PAYMENT_WEBHOOK_SECRET = 'e2e-only-webhook-secret-0123456789abcdef';
