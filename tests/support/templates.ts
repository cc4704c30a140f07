/**
 * Names shared by the test APIs (`tests/support/api.ts`) and the suites' global setup, which
 * drops a run's PostgreSQL templates at its end.
 */

/** PostgreSQL template databases of a run are named `<prefix><run id>_<kind>`. */
export const POSTGRES_TEMPLATE_PREFIX = 'pricelist_template_';
