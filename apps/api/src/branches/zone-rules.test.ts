import type { ZonePolygon } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { kilometres, nearestBranch, zoneHolds } from './zone-rules.ts';

/** A square from (lng 31.30, lat 30.04) to (31.40, 30.10) with a square hole in its middle. */
const square: ZonePolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [31.3, 30.04],
      [31.4, 30.04],
      [31.4, 30.1],
      [31.3, 30.1],
      [31.3, 30.04],
    ],
    [
      [31.34, 30.06],
      [31.36, 30.06],
      [31.36, 30.08],
      [31.34, 30.08],
      [31.34, 30.06],
    ],
  ],
};
const at = (lat: number, lng: number) => ({ lat, lng });

describe('zone membership', () => {
  it('holds a point inside the outline and not one outside it', () => {
    expect(zoneHolds(square, at(30.05, 31.32))).toBe(true);
    expect(zoneHolds(square, at(30.11, 31.32))).toBe(false);
    expect(zoneHolds(square, at(30.05, 31.41))).toBe(false);
  });

  it("holds a point on the outline's edge and at its corner", () => {
    expect(zoneHolds(square, at(30.04, 31.35))).toBe(true);
    expect(zoneHolds(square, at(30.07, 31.3))).toBe(true);
    expect(zoneHolds(square, at(30.1, 31.4))).toBe(true);
  });

  it("does not hold a point in a hole, but holds one on the hole's edge", () => {
    expect(zoneHolds(square, at(30.07, 31.35))).toBe(false);
    expect(zoneHolds(square, at(30.06, 31.35))).toBe(true);
    expect(zoneHolds(square, at(30.07, 31.34))).toBe(true);
  });
});

describe('the nearest branch', () => {
  const west = { id: 1, location: at(30.07, 31.31), zones: [square] };
  const east = { id: 2, location: at(30.07, 31.39), zones: [square] };
  const far = {
    id: 3,
    location: at(30.0, 31.2),
    zones: [
      {
        type: 'Polygon',
        coordinates: [
          [
            [31.15, 29.97],
            [31.25, 29.97],
            [31.25, 30.03],
            [31.15, 30.03],
            [31.15, 29.97],
          ],
        ],
      } satisfies ZonePolygon,
    ],
  };
  const noZones = { id: 4, location: at(30.05, 31.32), zones: [] as ZonePolygon[] };

  it('where zones overlap, offers the closest of the branches whose zone holds the point', () => {
    expect(nearestBranch(at(30.05, 31.32), [west, east, far, noZones])).toMatchObject({
      branchId: 1,
      inZone: true,
    });
    expect(nearestBranch(at(30.05, 31.38), [west, east, far, noZones])).toMatchObject({
      branchId: 2,
      inZone: true,
    });
  });

  it('offers the branch whose zone holds the point over a closer one whose zones do not', () => {
    // Closer to branch 1 than to branch 3, but only branch 3's zone holds it.
    const point = at(30.0, 31.24);
    expect(kilometres(west.location, point)).toBeLessThan(kilometres(far.location, point) + 20);
    expect(nearestBranch(point, [west, far])).toMatchObject({ branchId: 3, inZone: true });
  });

  it('outside every zone, names the nearest branch that delivers (a branch with no zone is not named)', () => {
    const outside = nearestBranch(at(30.2, 31.33), [west, east, far, noZones]);
    expect(outside).toMatchObject({ branchId: 1, inZone: false });
    expect(outside!.distanceKm).toBeCloseTo(kilometres(west.location, at(30.2, 31.33)), 6);
    expect(nearestBranch(at(30.05, 31.32), [noZones])).toBeNull();
  });

  it('answers the same for ties (the lower id) and measures a branch with no location as far', () => {
    const twin = { ...west, id: 9 };
    expect(nearestBranch(at(30.05, 31.32), [twin, west])!.branchId).toBe(1);
    const nowhere = { id: 5, location: null, zones: [square] };
    expect(nearestBranch(at(30.05, 31.32), [nowhere, east])!.branchId).toBe(2);
    expect(nearestBranch(at(30.05, 31.32), [nowhere])).toMatchObject({ branchId: 5, inZone: true });
  });

  it('measures kilometres on the ground: Tahrir Square to the Pyramids is about 12 km', () => {
    expect(kilometres(at(30.0444, 31.2357), at(29.9792, 31.1342))).toBeCloseTo(12.2, 0);
  });
});
