import { operations } from '@store/contract';
import { ok, throttled } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { SharedLimiter } from '../limits/shared-limiter.ts';
import type { ReverseGeocoder } from './reverse-geocode.ts';

/** `GET /api/addresses/reverse-geocode` (docs/decisions/0094): signed-in customers, a limit each. */
export function reverseGeocodeRoutes(options: { geocoder: ReverseGeocoder; perCustomer: SharedLimiter }) {
  return async (app: ApiInstance) => {
    usersOnly(app);
    app.get(
      '/addresses/reverse-geocode',
      {
        schema: {
          tags: ['addresses'],
          summary:
            "What a pinned point is called (street, area, city) in the request's language, for the address form; `enabled: false` where the store has no geocoder",
          ...operationSchema(operations.reverseGeocode, [401, 422, 429]),
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        const wait = await options.perCustomer.take(String(userId));
        if (wait > 0) throw throttled(wait);
        return ok(await options.geocoder.lookUp(request.query, request.ctx.lang));
      },
    );
  };
}
