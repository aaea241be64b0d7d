import type { Area, Branch, Lang } from '@store/contract';
import { branchDeliveryInPounds, piastersToPounds } from '@store/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  areas,
  areaTranslations,
  branches,
  branchTranslations,
  devices,
  districts,
  districtTranslations,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { branchDeliveryColumns, branchDeliveryOf } from './branch-delivery.ts';

export async function listAreas(db: Db, lang: Lang): Promise<Area[]> {
  const rows = await db
    .select({
      areaId: areas.id,
      areaName: areaTranslations.name,
      districtId: districts.id,
      districtName: districtTranslations.name,
    })
    .from(areas)
    .innerJoin(areaTranslations, inLang(areaTranslations, areas.id, lang))
    .leftJoin(districts, eq(districts.areaId, areas.id))
    .leftJoin(districtTranslations, inLang(districtTranslations, districts.id, lang))
    .orderBy(asc(areas.sort), asc(areas.id), asc(districts.sort), asc(districts.id));
  const byArea = new Map<number, Area>();
  for (const row of rows) {
    let area = byArea.get(row.areaId);
    if (!area) {
      area = { id: row.areaId, name: row.areaName, childs: [] };
      byArea.set(row.areaId, area);
    }
    if (row.districtId !== null && row.districtName !== null) {
      area.childs.push({ id: row.districtId, name: row.districtName });
    }
  }
  return [...byArea.values()];
}

function branchQuery(db: Db, lang: Lang) {
  return db
    .select({
      id: branches.id,
      name: branchTranslations.name,
      address: branchTranslations.address,
      phone: branches.phone,
      ...branchDeliveryColumns,
      districtId: districts.id,
      districtName: districtTranslations.name,
      areaId: areas.id,
      areaName: areaTranslations.name,
    })
    .from(branches)
    .innerJoin(branchTranslations, inLang(branchTranslations, branches.id, lang))
    .innerJoin(districts, eq(districts.id, branches.districtId))
    .innerJoin(districtTranslations, inLang(districtTranslations, districts.id, lang))
    .innerJoin(areas, eq(areas.id, districts.areaId))
    .innerJoin(areaTranslations, inLang(areaTranslations, areas.id, lang));
}

type BranchRow = Awaited<ReturnType<typeof branchQuery>>[number];

/** With `storeMinimumOrder` (the store's, for a branch that set none), its delivery settings too. */
function toBranch(row: BranchRow, storeMinimumOrder?: number): Branch {
  return {
    ...(storeMinimumOrder === undefined
      ? {}
      : { delivery: branchDeliveryInPounds(branchDeliveryOf(row, storeMinimumOrder)) }),
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    deliveryCharge: piastersToPounds(row.deliveryCharge),
    district: { id: row.districtId, name: row.districtName },
    area: { id: row.areaId, name: row.areaName },
  };
}

/** The branches of a district, or null when the district does not exist. */
export async function listDistrictBranches(
  db: Db,
  lang: Lang,
  districtId: number,
  storeMinimumOrder?: number,
): Promise<Branch[] | null> {
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.id, districtId));
  if (!district) return null;
  const rows = await branchQuery(db, lang)
    .where(eq(branches.districtId, districtId))
    .orderBy(asc(branches.id));
  return rows.map((row) => toBranch(row, storeMinimumOrder));
}

export async function findBranch(
  db: Db,
  lang: Lang,
  branchId: number,
  storeMinimumOrder?: number,
): Promise<Branch | null> {
  const [row] = await branchQuery(db, lang).where(eq(branches.id, branchId));
  return row ? toBranch(row, storeMinimumOrder) : null;
}

/** Remembers a device's branch; returns the one it had chosen before (null if none). */
export async function rememberDeviceBranch(
  db: Db,
  deviceId: string,
  branchId: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ branchId: devices.branchId })
      .from(devices)
      .where(eq(devices.id, deviceId))
      .for('update');
    await tx
      .insert(devices)
      .values({ id: deviceId, branchId })
      .onConflictDoUpdate({ target: devices.id, set: { branchId } });
    return before?.branchId ?? null;
  });
}

/** Remembers a user's branch (it follows the user to every device); returns the previous choice. */
export async function rememberUserBranch(db: Db, userId: number, branchId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ branchId: users.branchId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ branchId }).where(eq(users.id, userId));
    return before?.branchId ?? null;
  });
}

/** On login: the branch the guest chose on this device becomes the user's. */
export async function carryGuestBranch(db: Db, deviceId: string | null, userId: number) {
  if (deviceId === null) return;
  const [device] = await db
    .select({ branchId: devices.branchId })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (device?.branchId) await db.update(users).set({ branchId: device.branchId }).where(eq(users.id, userId));
}

/**
 * The branch a request is served from: the user's choice, else the device's, else the store's
 * default branch.
 */
export function createBranchResolver(db: Db) {
  let defaultBranch: Promise<number> | undefined;
  const loadDefault = async () => {
    const [row] = await db
      .select({ id: branches.id })
      .from(branches)
      .orderBy(desc(branches.isDefault), asc(branches.id))
      .limit(1);
    if (!row) {
      defaultBranch = undefined;
      throw new Error('The store has no branch: load the demo data or create one.');
    }
    return row.id;
  };
  return async ({ deviceId, userId }: { deviceId: string | null; userId: number | null }) => {
    if (userId !== null) {
      const [row] = await db.select({ branchId: users.branchId }).from(users).where(eq(users.id, userId));
      if (row?.branchId) return row.branchId;
    }
    if (deviceId !== null) {
      const [row] = await db
        .select({ branchId: devices.branchId })
        .from(devices)
        .where(eq(devices.id, deviceId));
      if (row?.branchId) return row.branchId;
    }
    defaultBranch ??= loadDefault();
    return defaultBranch;
  };
}
