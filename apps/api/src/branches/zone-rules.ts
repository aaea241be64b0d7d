import type { GeoPoint, ZonePolygon } from '@store/contract';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';

/** A branch as the zone rules see it: where it is and the polygons it delivers to. */
export interface ZonedBranch {
  id: number;
  location: GeoPoint | null;
  zones: ZonePolygon[];
}

/**
 * Whether a zone holds a point (docs/decisions/0087): inside the outline and in none of its holes.
 * A point on an edge (the outline's or a hole's) is in the zone: a street that bounds two zones is
 * delivered by both rather than by neither.
 */
export function zoneHolds(zone: ZonePolygon, point: GeoPoint): boolean {
  // With the boundary counted, turf also counts a hole's edge as in the polygon (measured in the tests).
  return booleanPointInPolygon([point.lng, point.lat], zone, { ignoreBoundary: false });
}

/** Straight-line kilometres between two points (great circle). */
export function kilometres(a: GeoPoint, b: GeoPoint): number {
  return distance([a.lng, a.lat], [b.lng, b.lat], { units: 'kilometers' });
}

export interface NearestBranch {
  branchId: number;
  inZone: boolean;
  distanceKm: number;
}

/**
 * The branch for a point: among the branches whose zone holds it, the closest; where none does,
 * the closest branch that delivers anywhere (has a zone), to name at checkout. A branch with no
 * location is measured as infinitely far (chosen only when it alone holds the point). Null: no
 * branch has a zone. Ties go to the lower id, so every instance answers the same.
 */
export function nearestBranch(point: GeoPoint, branches: readonly ZonedBranch[]): NearestBranch | null {
  const delivering = branches.filter((branch) => branch.zones.length > 0);
  const holding = delivering.filter((branch) => branch.zones.some((zone) => zoneHolds(zone, point)));
  const candidates = holding.length > 0 ? holding : delivering;
  let best: NearestBranch | null = null;
  for (const branch of candidates) {
    const km = branch.location ? kilometres(branch.location, point) : Number.POSITIVE_INFINITY;
    if (!best || km < best.distanceKm || (km === best.distanceKm && branch.id < best.branchId))
      best = { branchId: branch.id, inZone: holding.length > 0, distanceKm: km };
  }
  return best;
}
