/**
 * Pure rules of the staff's promotion screens (docs/decisions/0076): who may manage which promotion,
 * Cairo days to instants and back, and a form's body to the promotion's row.
 */
import {
  branchScope,
  cairoDay,
  cairoTime,
  piastersToPounds,
  poundsToPiasters,
  type StaffMember,
  type StaffPromotionCreate,
} from '@store/contract';

/**
 * Whether a staff member manages a promotion running at these branches (none: every branch): an
 * admin any; a branch manager one that runs only at branches of theirs.
 */
export function managesPromotion(staff: StaffMember, branchIds: readonly number[]): boolean {
  const scope = branchScope(staff);
  if (scope === null) return true;
  return branchIds.length > 0 && branchIds.every((id) => scope.includes(id));
}

/** The Cairo day after this one. */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** First day from its Cairo midnight; last day included, so it ends at the next Cairo midnight. */
export function promotionPeriod(startsOn: string | undefined, endsOn: string | undefined) {
  return {
    startsAt: startsOn ? cairoTime(startsOn, '00:00') : null,
    expiresAt: endsOn ? cairoTime(dayAfter(endsOn), '00:00') : null,
  };
}

/** The Cairo days a promotion runs from and to (both included), as the console shows them. */
export function promotionDays(startsAt: Date | null, expiresAt: Date | null) {
  return {
    startsOn: startsAt ? cairoDay(startsAt) : null,
    endsOn: expiresAt ? cairoDay(new Date(expiresAt.getTime() - 1)) : null,
  };
}

/** A form's body as the promotion's row: money to piasters, days to instants. */
export function promotionValues(body: StaffPromotionCreate) {
  const value = body.value ?? 0;
  return {
    code: body.code ?? null,
    kind: body.kind,
    value:
      body.kind === 'percent'
        ? value
        : body.kind === 'fixed'
          ? poundsToPiasters(value)
          : body.kind === 'buyXGetY'
            ? (body.value ?? 100)
            : 0,
    buyQuantity: body.kind === 'buyXGetY' ? (body.buyQuantity ?? 1) : null,
    getQuantity: body.kind === 'buyXGetY' ? (body.getQuantity ?? 1) : null,
    minimumOrder: poundsToPiasters(body.minimumOrder ?? 0),
    ...promotionPeriod(body.startsOn, body.endsOn),
    maxUses: body.maxUses ?? null,
    maxUsesPerUser: body.maxUsesPerUser ?? null,
    firstOrderOnly: body.firstOrderOnly,
    combinable: body.combinable,
  };
}

/** A row's value as the console shows it: a whole percent, or pounds. */
export function valueAtEdge(kind: string, value: number): number {
  return kind === 'fixed' ? piastersToPounds(value) : kind === 'freeDelivery' ? 0 : value;
}
