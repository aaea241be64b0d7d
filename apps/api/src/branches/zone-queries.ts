import {
  type DeliveryZone,
  type GeoPoint,
  type Lang,
  type ZoneBranch,
  type ZonePolygon,
  zonePolygonSchema,
} from '@store/contract';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, branchTranslations, deliveryZones } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { nearestBranch, type ZonedBranch, zoneHolds } from './zone-rules.ts';

/** A saved polygon, or null when the row holds something else (never written by the API). */
function polygonOf(saved: unknown): ZonePolygon | null {
  const parsed = zonePolygonSchema.safeParse(saved);
  return parsed.success ? parsed.data : null;
}

const locationOf = (row: { latitude: number | null; longitude: number | null }): GeoPoint | null =>
  row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude };

/**
 * Every branch with its location and zones, read on every use (a few rows: the chain's branches
 * and their zones), so a zone saved on one instance is what every instance answers next.
 */
export async function zonedBranches(db: Db): Promise<ZonedBranch[]> {
  const [branchRows, zoneRows] = await Promise.all([
    db
      .select({ id: branches.id, latitude: branches.latitude, longitude: branches.longitude })
      .from(branches)
      .orderBy(asc(branches.id)),
    db
      .select({ branchId: deliveryZones.branchId, polygon: deliveryZones.polygon })
      .from(deliveryZones)
      .orderBy(asc(deliveryZones.branchId), asc(deliveryZones.sort), asc(deliveryZones.id)),
  ]);
  return branchRows.map((row) => ({
    id: row.id,
    location: locationOf(row),
    zones: zoneRows
      .filter((zone) => zone.branchId === row.id)
      .map((zone) => polygonOf(zone.polygon))
      .filter((polygon): polygon is ZonePolygon => polygon !== null),
  }));
}

export interface PointBranch {
  inZone: boolean;
  branch: ZoneBranch | null;
}

/** The branch for each point (docs/decisions/0087), named in the language; one read of the zones for all. */
export async function branchesForPoints(
  db: Db,
  lang: Lang,
  points: readonly GeoPoint[],
): Promise<PointBranch[]> {
  if (points.length === 0) return [];
  const zoned = await zonedBranches(db);
  const found = points.map((point) => nearestBranch(point, zoned));
  const ids = [...new Set(found.flatMap((entry) => (entry ? [entry.branchId] : [])))];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: branches.id, name: branchTranslations.name, address: branchTranslations.address })
          .from(branches)
          .innerJoin(branchTranslations, inLang(branchTranslations, branches.id, lang))
          .where(inArray(branches.id, ids));
  const byId = new Map(named.map((row) => [row.id, row]));
  return found.map((entry) => {
    if (!entry) return { inZone: false, branch: null };
    const { name, address } = byId.get(entry.branchId) ?? { name: '', address: '' };
    const distanceKm = Number.isFinite(entry.distanceKm) ? Math.round(entry.distanceKm * 10) / 10 : 0;
    return { inZone: entry.inZone, branch: { id: entry.branchId, name, address, distanceKm } };
  });
}

export async function branchForPoint(db: Db, lang: Lang, point: GeoPoint): Promise<PointBranch> {
  const [answer] = await branchesForPoints(db, lang, [point]);
  return answer!;
}

/** A branch's zones, in the order the console drew them. */
export async function branchZones(db: Db, branchId: number): Promise<DeliveryZone[]> {
  const rows = await db
    .select({ id: deliveryZones.id, name: deliveryZones.name, polygon: deliveryZones.polygon })
    .from(deliveryZones)
    .where(eq(deliveryZones.branchId, branchId))
    .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id));
  return rows.flatMap((row) => {
    const polygon = polygonOf(row.polygon);
    return polygon ? [{ id: row.id, name: row.name, polygon }] : [];
  });
}

/** The other branches' zones, named in the language, for the console to draw under a branch's own. */
export async function otherBranchZones(db: Db, lang: Lang, branchId: number) {
  const rows = await db
    .select({
      branchId: deliveryZones.branchId,
      name: branchTranslations.name,
      polygon: deliveryZones.polygon,
    })
    .from(deliveryZones)
    .innerJoin(branchTranslations, inLang(branchTranslations, deliveryZones.branchId, lang))
    .where(ne(deliveryZones.branchId, branchId))
    .orderBy(asc(deliveryZones.branchId), asc(deliveryZones.sort), asc(deliveryZones.id));
  return rows.flatMap((row) => {
    const polygon = polygonOf(row.polygon);
    return polygon ? [{ branchId: row.branchId, name: row.name, polygon }] : [];
  });
}

/** Replaces a branch's zones with these (inside the caller's transaction). */
export async function replaceBranchZones(
  tx: Db,
  branchId: number,
  zones: readonly { name: string; polygon: ZonePolygon }[],
) {
  await tx.delete(deliveryZones).where(eq(deliveryZones.branchId, branchId));
  if (zones.length > 0)
    await tx
      .insert(deliveryZones)
      .values(zones.map((zone, sort) => ({ branchId, name: zone.name, polygon: zone.polygon, sort })));
}

/** Why a branch does not deliver to a pin: the contract's words, and the branch that does (if any). */
export interface OutsideZone {
  key: 'address.outsideZone' | 'address.outsideEveryZone';
  params: { branch?: string };
  branch: ZoneBranch | null;
}

/**
 * Whether the shopper's branch delivers to an address's pin (docs/decisions/0091): null when it does,
 * when the address has no pin, or when the branch has no zones (it still delivers by its areas, as
 * before zones; 0087). Otherwise the refusal: the branch whose zone holds the pin is named, so the
 * customer can switch to it; a pin in no zone is outside the delivery area. The cart shows it and
 * the checkout gate refuses with the same words.
 */
export async function outsideBranchZone(
  db: Db,
  lang: Lang,
  branchId: number,
  pin: GeoPoint | null,
): Promise<OutsideZone | null> {
  if (!pin) return null;
  const zoned = await zonedBranches(db);
  const own = zoned.find((branch) => branch.id === branchId);
  if (!own || own.zones.length === 0 || own.zones.some((zone) => zoneHolds(zone, pin))) return null;
  const found = nearestBranch(pin, zoned);
  if (!found?.inZone) return { key: 'address.outsideEveryZone', params: {}, branch: null };
  const [named] = await db
    .select({ name: branchTranslations.name, address: branchTranslations.address })
    .from(branches)
    .innerJoin(branchTranslations, inLang(branchTranslations, branches.id, lang))
    .where(eq(branches.id, found.branchId));
  const name = named?.name ?? '';
  return {
    key: 'address.outsideZone',
    params: { branch: name },
    branch: {
      id: found.branchId,
      name,
      address: named?.address ?? '',
      distanceKm: Number.isFinite(found.distanceKm) ? Math.round(found.distanceKm * 10) / 10 : 0,
    },
  };
}
