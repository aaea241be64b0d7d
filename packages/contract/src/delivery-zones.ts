import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { textToNumber } from './query-params.ts';

/**
 * Delivery zones and pinned addresses (docs/decisions/0087). A point is WGS84 degrees; a zone is a
 * GeoJSON Polygon whose positions are [longitude, latitude] (GeoJSON's order), its first ring the
 * outline and any further ring a hole the branch does not deliver to.
 */

/** Degrees typed in any digits ('٣٠٫٠٤' is 30.04). */
const degrees = (min: number, max: number, error: 'geo.latitudeInvalid' | 'geo.longitudeInvalid') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? textToNumber(value.replace(/[٫,]/g, '.')) : value),
    z.number({ error }).min(min, { error }).max(max, { error }),
  );
export const latitudeField = degrees(-90, 90, 'geo.latitudeInvalid');
export const longitudeField = degrees(-180, 180, 'geo.longitudeInvalid');

export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() }).meta({ id: 'GeoPoint' });
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const zoneLimits = {
  /** Zones one branch keeps. */
  zones: 20,
  /** Positions in one ring (a drawn outline of a district has a few dozen). */
  vertices: 500,
  /** Holes in one zone. */
  holes: 20,
} as const;

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
  error: 'zone.polygonInvalid',
});
const samePosition = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
/** A closed ring: at least three corners, the last position the first again. */
const ring = z
  .array(position, { error: 'zone.polygonInvalid' })
  .min(4, { error: 'zone.polygonInvalid' })
  .max(zoneLimits.vertices + 1, { error: 'zone.tooManyVertices' })
  .refine((positions) => samePosition(positions[0]!, positions[positions.length - 1]!), {
    error: 'zone.polygonInvalid',
  });

export const zonePolygonSchema = z
  .object({
    type: z.literal('Polygon', { error: 'zone.polygonInvalid' }),
    coordinates: z
      .array(ring, { error: 'zone.polygonInvalid' })
      .min(1, { error: 'zone.polygonInvalid' })
      .max(zoneLimits.holes + 1, { error: 'zone.polygonInvalid' }),
  })
  .meta({ id: 'ZonePolygon' });
export type ZonePolygon = z.infer<typeof zonePolygonSchema>;

export const zoneInput = z.object({
  name: requiredText(80, { error: 'zone.nameRequired' }),
  polygon: zonePolygonSchema,
});

/**
 * `POST /staff/branches/{id}/zones`: the branch's zones, all at once (the editor sends what its
 * map shows); an empty list: the branch delivers to no zone (pinned addresses are offered others).
 */
export const staffSetBranchZonesBody = z.object({
  zones: z.array(zoneInput).max(zoneLimits.zones, { error: 'zone.tooMany' }),
});

export const deliveryZoneSchema = z
  .object({ id: z.number().int(), name: z.string(), polygon: zonePolygonSchema })
  .meta({ id: 'DeliveryZone' });
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const staffBranchZonesResponse = envelope(
  z.object({
    branch: z.object({ id: z.number().int(), name: z.string(), location: geoPointSchema.nullable() }),
    zones: z.array(deliveryZoneSchema),
    /** The other branches' zones, drawn faintly under the branch's own so that gaps and overlaps show. */
    others: z.array(z.object({ branchId: z.number().int(), name: z.string(), polygon: zonePolygonSchema })),
  }),
  z.number().int(),
);

/** `GET /branches/nearest?lat=&lng=`: the branch for a pinned point or the customer's location. */
export const nearestBranchQuery = z.object({ lat: latitudeField, lng: longitudeField });

/** A branch offered for a point: whose zone holds it, or (none does) the nearest that delivers. */
export const zoneBranchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    /** Straight-line kilometres from the branch to the point, one decimal. */
    distanceKm: z.number(),
  })
  .meta({ id: 'ZoneBranch' });
export type ZoneBranch = z.infer<typeof zoneBranchSchema>;

export const nearestBranchResponse = envelope(
  z.object({
    /** Whether a branch's zone holds the point (false: outside the delivery area). */
    inZone: z.boolean(),
    /** In a zone: the branch to deliver from; outside: the nearest branch that delivers; null: none has zones. */
    branch: zoneBranchSchema.nullable(),
  }),
);

/**
 * Plain links to a pin (docs/decisions/0091), for the staff order screen, the delivery note and the
 * courier: `geo:` opens the phone's map app, OpenStreetMap any browser. No map library, no key.
 */
export function pinLinks(pin: GeoPoint): { geo: string; web: string } {
  const lat = Number(pin.lat.toFixed(6));
  const lng = Number(pin.lng.toFixed(6));
  return {
    geo: `geo:${lat},${lng}`,
    web: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
  };
}
