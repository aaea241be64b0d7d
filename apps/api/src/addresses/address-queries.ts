import { type Address, type GeoPoint, type Lang, translate } from '@store/contract';
import { and, desc, eq } from 'drizzle-orm';
import { branchesForPoints, type PointBranch } from '../branches/index.ts';
import type { Db } from '../db/client.ts';
import { addresses, carts } from '../db/schema.ts';

type AddressRow = typeof addresses.$inferSelect;

/** What people write for the ground floor: 0, 'ground' ('G', 'GF'), 'أرضي' / 'الأرضي' / 'ارضي'. */
export function isGroundFloor(floor: string | number): boolean {
  const text = String(floor)
    .trim()
    .toLowerCase()
    .replace(/[٠۰]/g, '0')
    .replace(/^(the\s+)?|\s*floor$/g, '');
  return /^(0+|g|gf|ground|ground\s+floor|(ال)?[أا]رض[يى]|(ال)?دور\s+(ال)?[أا]رض[يى])$/.test(text);
}

/**
 * One line for lists, receipts and the checkout chooser: building (as the customer wrote it, no
 * 'Building' word before it), street, floor and flat (a ground floor said so), area, city.
 */
export function formatAddress(row: AddressRow, lang: Lang): string {
  return [
    String(row.building).trim(),
    row.streetName,
    row.addressLine,
    floorAndApartment(row, lang),
    row.landmark,
    row.area,
    row.city,
  ]
    .filter((part) => part !== '')
    .join(lang === 'ar' ? '، ' : ', ');
}

/** Floor and flat; a pinned address with a landmark may have left either or both out (docs/decisions/0087). */
function floorAndApartment(row: Pick<AddressRow, 'floor' | 'apartment'>, lang: Lang): string {
  const floor = String(row.floor).trim();
  const apartment = { apartment: String(row.apartment).trim() };
  const ground = floor !== '' && isGroundFloor(floor);
  if (floor === '' && apartment.apartment === '') return '';
  if (floor === '') return translate(lang, 'address.apartmentOnly', apartment);
  if (apartment.apartment === '')
    return ground
      ? translate(lang, 'address.groundFloorOnly')
      : translate(lang, 'address.floorOnly', { floor });
  return ground
    ? translate(lang, 'address.groundFloorApartment', apartment)
    : translate(lang, 'address.floorApartment', { floor, ...apartment });
}

/** An address's pin, or null. */
export function pinOf(row: Pick<AddressRow, 'latitude' | 'longitude'>): GeoPoint | null {
  return row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude };
}

export function toAddress(
  row: AddressRow,
  lang: Lang,
  selectedId: number | null,
  zone: PointBranch | null = null,
): Address {
  return {
    id: row.id,
    address: row.addressLine,
    fullAddress: formatAddress(row, lang),
    streetName: row.streetName,
    building: row.building,
    floor: row.floor,
    apartment: row.apartment,
    area: row.area,
    landmark: row.landmark,
    city: row.city,
    notes: row.notes,
    selected: row.id === selectedId,
    latitude: row.latitude,
    longitude: row.longitude,
    zone,
  };
}

/** Addresses with their zone answers (one read of the zones for all of them). */
async function withZones(
  db: Db,
  lang: Lang,
  rows: AddressRow[],
  selected: number | null,
): Promise<Address[]> {
  const pinned = rows.flatMap((row) => {
    const pin = pinOf(row);
    return pin ? [pin] : [];
  });
  const answers = await branchesForPoints(db, lang, pinned);
  let next = 0;
  return rows.map((row) => toAddress(row, lang, selected, pinOf(row) ? answers[next++]! : null));
}

function columns(input: {
  city: string;
  area: string;
  streetName: string;
  buildingNumber: string;
  floor?: string | undefined;
  apartment?: string | undefined;
  landmark?: string | undefined;
  address?: string | undefined;
  notes?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}) {
  return {
    city: input.city,
    area: input.area,
    streetName: input.streetName,
    building: input.buildingNumber,
    floor: input.floor ?? '',
    apartment: input.apartment ?? '',
    landmark: input.landmark ?? '',
    addressLine: input.address ?? '',
    notes: input.notes ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}
export type AddressFields = Parameters<typeof columns>[0];

async function selectedAddressId(db: Db, userId: number): Promise<number | null> {
  const [cart] = await db.select({ addressId: carts.addressId }).from(carts).where(eq(carts.userId, userId));
  return cart?.addressId ?? null;
}

export async function listAddresses(db: Db, userId: number, lang: Lang): Promise<Address[]> {
  const [rows, selected] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)),
    selectedAddressId(db, userId),
  ]);
  return withZones(db, lang, rows, selected);
}

/** The user's own address, or null (someone else's id looks exactly like a missing one). */
export async function findAddressRow(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function findAddress(db: Db, userId: number, id: number, lang: Lang): Promise<Address | null> {
  const row = await findAddressRow(db, userId, id);
  if (!row) return null;
  const [address] = await withZones(db, lang, [row], await selectedAddressId(db, userId));
  return address!;
}

export async function insertAddress(db: Db, userId: number, input: AddressFields): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...columns(input) })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: AddressFields,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set(columns(input))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** Orders keep their own copy of the address text, so deleting it rewrites no history. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** The cart's delivery address (selected), with its zone answer when it is pinned. */
export async function addressWithZone(
  db: Db,
  userId: number,
  id: number,
  lang: Lang,
): Promise<Address | null> {
  const row = await findAddressRow(db, userId, id);
  if (!row) return null;
  const [address] = await withZones(db, lang, [row], row.id);
  return address!;
}
