import { breachCustomersCsv } from '../features/staff/privacy.server.ts';
import type { Route } from './+types/staff-breach-customers';

/** The affected customers of a breach as a CSV download (docs/decisions/0081). */
export const loader = (args: Route.LoaderArgs) => breachCustomersCsv(args);
