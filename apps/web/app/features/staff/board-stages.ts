import { type BoardTimedStage, type BoardTimer, orderStatusIds } from '@store/contract';

/**
 * The board's stages (docs/decisions/0056): one table, in the order the columns (and a
 * phone's tabs) stand. Each row says which orders it holds, whether its cards have a timer (their
 * branch's `boardTimers` say when it turns amber and red, docs/decisions/0064) and the one action
 * its cards offer. The rows' `holds` exclude one another,
 * so an order stands in one column; a new stage (a pharmacist check before preparing) is one
 * row here, its words (`stage_<key>`) in the console's copy.
 */
export interface BoardCard {
  status: { id: number };
  paymentState: string;
  courier: { id: number } | null;
  returnedAt: string | null;
  delivery: { date: string } | null;
  substitutionsPending: number;
  itemsCount: number;
  total: number;
  stageSince: string;
}

/**
 * What a card's button does: `status` moves it to `to` through the order page's own form (the same
 * rules and answers), `courier` opens the hand-out to a courier; none: the card only opens the order.
 */
export type StageAction = { kind: 'status'; to: number; key: 'accept' | 'dispatch' } | { kind: 'courier' };

export interface BoardStage {
  key: 'new' | 'inProcess' | 'waiting' | 'ready' | 'outForDelivery' | 'scheduledToday';
  holds: (card: BoardCard, today: string) => boolean;
  /** The stage in the branch's board timers; null: no timer (a slot later today). */
  timer: BoardTimedStage | null;
  action: StageAction | null;
  /** The desktop key that runs the action on the focused card. */
  shortcut: string | null;
}

/** Payment states the customer must act on (pay again, or answer a failed capture at dispatch). */
const paymentWaits = ['failed', 'capture_failed'];

/** Waits for the customer: an unanswered substitution, or a payment to make again. */
export function waitsForCustomer(card: BoardCard): boolean {
  return card.substitutionsPending > 0 || paymentWaits.includes(card.paymentState);
}

const preparing = (card: BoardCard) =>
  card.status.id === orderStatusIds.placed || card.status.id === orderStatusIds.inProcess;

/** With a courier, not brought back: packed and waiting to be picked up. */
const withCourier = (card: BoardCard) => card.courier !== null && card.returnedAt === null;

export const boardStages: readonly BoardStage[] = [
  {
    key: 'new',
    holds: (card) => card.status.id === orderStatusIds.placed && !waitsForCustomer(card),
    timer: 'new',
    action: { kind: 'status', to: orderStatusIds.inProcess, key: 'accept' },
    shortcut: 'a',
  },
  {
    key: 'inProcess',
    holds: (card) =>
      card.status.id === orderStatusIds.inProcess && !waitsForCustomer(card) && !withCourier(card),
    timer: 'inProcess',
    action: { kind: 'courier' },
    shortcut: 'c',
  },
  {
    key: 'waiting',
    holds: (card) => preparing(card) && waitsForCustomer(card),
    timer: 'waiting',
    action: null,
    shortcut: null,
  },
  {
    key: 'ready',
    holds: (card) =>
      card.status.id === orderStatusIds.inProcess && !waitsForCustomer(card) && withCourier(card),
    timer: 'ready',
    action: { kind: 'status', to: orderStatusIds.outForDelivery, key: 'dispatch' },
    shortcut: 'd',
  },
  {
    key: 'outForDelivery',
    holds: (card) => card.status.id === orderStatusIds.outForDelivery,
    timer: 'outForDelivery',
    action: null,
    shortcut: null,
  },
  {
    key: 'scheduledToday',
    holds: (card, today) => card.status.id === orderStatusIds.subscribed && card.delivery?.date === today,
    timer: null,
    action: null,
    shortcut: null,
  },
];

/** The order's stage on the board, or null when it is not on it (done, cancelled, scheduled for another day). */
export function stageOf(card: BoardCard, today: string): BoardStage | null {
  return boardStages.find((stage) => stage.holds(card, today)) ?? null;
}

/** The cards by stage, in the table's order, each column oldest at its stage first (who waited longest on top). */
export function byStage<C extends BoardCard>(
  cards: readonly C[],
  today: string,
): { stage: BoardStage; cards: C[] }[] {
  const columns = boardStages.map((stage) => ({ stage, cards: [] as C[] }));
  for (const card of cards) {
    const at = boardStages.findIndex((stage) => stage.holds(card, today));
    if (at >= 0) columns[at]?.cards.push(card);
  }
  for (const column of columns)
    column.cards.sort((a, b) => Date.parse(a.stageSince) - Date.parse(b.stageSince));
  return columns;
}

/** Whole minutes since the card entered its stage (0 for a clock behind the server's). */
export function minutesAtStage(stageSince: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(stageSince)) / 60_000));
}

export type TimerTone = 'calm' | 'amber' | 'red';

/** A card's timer colour after `minutes` at its stage, by its branch's timer for the stage (none: calm). */
export function timerTone(timer: BoardTimer | null, minutes: number): TimerTone {
  if (timer === null) return 'calm';
  if (minutes >= timer.red) return 'red';
  if (minutes >= timer.amber) return 'amber';
  return 'calm';
}

/** A large order: a basket a pharmacist checks twice (ten lines or more, or 1,500 EGP and more). */
export function largeOrder(card: Pick<BoardCard, 'itemsCount' | 'total'>): boolean {
  return card.itemsCount >= 10 || card.total >= 1500;
}

/** The stage whose desktop shortcut is `key` (case-insensitive), for the focused card. */
export function stageForShortcut(key: string): BoardStage | null {
  return boardStages.find((stage) => stage.shortcut === key.toLowerCase()) ?? null;
}

/** A box's name in the board timers' form: `new.amber`, `ready.red`. */
export const timerField = (stage: BoardTimedStage, which: 'amber' | 'red') => `${stage}.${which}`;
