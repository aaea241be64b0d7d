import { type BoardTimers, boardTimersOf, cairoDay, paidAtDoorPaymentTypeIds } from '@store/contract';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { formatAmount, formatId, formatNumber } from '../../i18n/format.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { DialogFrame } from '../../ui/modal.tsx';
import type { BoardData } from './board.server.ts';
import {
  type BoardStage,
  byStage,
  largeOrder,
  minutesAtStage,
  stageForShortcut,
  timerTone,
  waitsForCustomer,
} from './board-stages.ts';
import { deliveryLabel } from './delivery-slot.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

type Card = NonNullable<BoardData['stages']>['orders'][number];

/** The clock the timers read: a minute's tick is enough for whole minutes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const toneClass = {
  calm: 'bg-slate-100 text-slate-800',
  amber: 'bg-amber-200 text-amber-950',
  red: 'bg-red-700 text-white',
} as const;

/**
 * The board by stage: a column per stage of board-stages.ts with its count (a tab per
 * stage on a phone), a card per order with what a pharmacist decides by, its minutes at the stage,
 * and the one action its stage allows. Arrow keys move between cards; A, C and D run a card's action.
 */
export function StageBoard({
  data,
  courierForm,
}: {
  data: BoardData;
  /** The board's hand-out to a courier (board-screen.tsx), for the stage whose action it is. */
  courierForm: (order: Card) => ReactNode;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const navigate = useNavigate();
  const now = useNow();
  const columns = byStage(data.stages?.orders ?? [], cairoDay(new Date(now)));
  // Each card's timer by its own branch's minutes (an admin's board holds every branch).
  const timers = new Map(data.branches.map((branch) => [branch.id, branch.boardTimers]));
  const timersOf = (branchId: number) => timers.get(branchId) ?? boardTimersOf({});
  const stageName = (stage: BoardStage) => t(`stage_${stage.key}` as StaffKey);
  const heading = (stage: BoardStage, count: number) =>
    t('stageCount', { stage: stageName(stage), count: formatNumber(count, lang) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    if (!card || event.target !== card || event.altKey || event.ctrlKey || event.metaKey) return;
    const column = card.closest<HTMLElement>('[data-stage-column]');
    const cards = [...(column?.querySelectorAll<HTMLElement>('[data-card]') ?? [])];
    const at = cards.indexOf(card);
    const rtl = document.documentElement.dir === 'rtl';
    const focusColumn = (step: number) => {
      const all = [...document.querySelectorAll<HTMLElement>('[data-stage-column]')].filter(
        (c) => c.offsetParent !== null,
      );
      for (let i = all.indexOf(column as HTMLElement) + step; i >= 0 && i < all.length; i += step) {
        const first = all[i]?.querySelector<HTMLElement>('[data-card]');
        if (first) return first.focus();
      }
    };
    if (event.key === 'ArrowDown') cards[at + 1]?.focus();
    else if (event.key === 'ArrowUp') cards[at - 1]?.focus();
    else if (event.key === 'ArrowRight') focusColumn(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') focusColumn(rtl ? 1 : -1);
    else if (event.key === 'Enter') return void navigate(`/${lang}/staff/orders/${card.dataset.orderId}`);
    else {
      const stage = stageForShortcut(event.key);
      if (!stage || stage.key !== card.dataset.stage) return;
      card.querySelector<HTMLElement>('[data-card-action]')?.focus();
      card.querySelector<HTMLElement>('[data-card-action]')?.click();
    }
    event.preventDefault();
  };

  const cardsOf = (stage: BoardStage, cards: Card[]) =>
    cards.length === 0 ? (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        {t('stageEmpty')}
      </p>
    ) : (
      <ul className="grid gap-2">
        {cards.map((card) => (
          <li key={card.id}>
            <OrderCard
              card={card}
              stage={stage}
              timers={timersOf(card.branchId)}
              now={now}
              canAct={staffMay(data.staff.role, 'orders.changeStatus')}
              courierForm={courierForm}
            />
          </li>
        ))}
      </ul>
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the focused card inside (documented in the shortcuts' help)
    <div onKeyDown={onKeyDown} className="mt-4" data-testid="stage-board">
      {data.stages?.truncated && (
        <p className="mb-2 text-sm text-amber-950">
          {t('boardMoreThanShown', { count: formatNumber(data.stages.shown, lang) })}
        </p>
      )}
      {/* Phones: a tab per stage, its count in the tab. */}
      <Tabs className="md:hidden">
        <TabList aria-label={t('boardViewBoard')} className="flex gap-1 overflow-x-auto pb-2">
          {columns.map(({ stage, cards }) => (
            <Tab
              key={stage.key}
              id={stage.key}
              className="min-h-11 shrink-0 cursor-pointer rounded-full border border-slate-300 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-800 outline-hidden data-focus-visible:outline-2 data-focus-visible:outline-brand-600 data-selected:border-brand-700 data-selected:bg-brand-700 data-selected:text-white"
            >
              {heading(stage, cards.length)}
            </Tab>
          ))}
        </TabList>
        {columns.map(({ stage, cards }) => (
          <TabPanel key={stage.key} id={stage.key} data-stage-column className="outline-hidden">
            {cardsOf(stage, cards)}
          </TabPanel>
        ))}
      </Tabs>
      {/* Tablets and desktops: the columns side by side (three a row on a portrait tablet). */}
      <div className="hidden gap-3 md:grid md:grid-cols-3 2xl:grid-cols-6">
        {columns.map(({ stage, cards }) => (
          <section
            key={stage.key}
            aria-labelledby={`stage-${stage.key}`}
            data-stage-column
            data-testid={`stage-${stage.key}`}
            className="min-w-0 rounded-xl bg-slate-50 p-2"
          >
            <h2 id={`stage-${stage.key}`} className="mb-2 px-1 text-base font-bold text-slate-900">
              {heading(stage, cards.length)}
            </h2>
            {cardsOf(stage, cards)}
          </section>
        ))}
      </div>
      <details className="mt-4 rounded-lg border border-slate-200 p-3 text-sm" data-testid="board-shortcuts">
        <summary className="cursor-pointer font-semibold">{t('shortcutsTitle')}</summary>
        <ul className="mt-2 list-disc ps-5 text-slate-700">
          <li>{t('shortcutsMove')}</li>
          <li>{t('shortcutsOpen')}</li>
          <li>{t('shortcutsAccept')}</li>
          <li>{t('shortcutsCourier')}</li>
          <li>{t('shortcutsDispatch')}</li>
        </ul>
      </details>
    </div>
  );
}

function OrderCard({
  card,
  stage,
  timers,
  now,
  canAct,
  courierForm,
}: {
  card: Card;
  stage: BoardStage;
  timers: BoardTimers;
  now: number;
  canAct: boolean;
  courierForm: (order: Card) => ReactNode;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const minutes = minutesAtStage(card.stageSince, now);
  const tone = timerTone(stage.timer ? timers[stage.timer] : null, minutes);
  const number = `#${formatId(card.id, lang)}`;
  const atDoor = paidAtDoorPaymentTypeIds.includes(card.paymentTypeId);
  return (
    <article
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a card is focused to move between cards and to run its action by key
      tabIndex={0}
      data-card
      data-order-id={card.id}
      data-stage={stage.key}
      aria-label={`${number} ${card.customerFirstName}`}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/${lang}/staff/orders/${card.id}`}
          className="font-bold text-brand-800 underline underline-offset-2"
          tabIndex={-1}
        >
          {number}
        </Link>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ${toneClass[tone]}`}
          data-testid="card-timer"
          data-tone={tone}
          title={t('cardMinutesLabel', { minutes: formatNumber(minutes, lang) })}
        >
          <span aria-hidden="true">{t('cardMinutes', { minutes: formatNumber(minutes, lang) })}</span>
          <span className="sr-only">{t('cardMinutesLabel', { minutes: formatNumber(minutes, lang) })}</span>
        </span>
      </div>
      <p className="mt-1 font-semibold text-slate-900">
        <bdi>{card.customerFirstName}</bdi>
      </p>
      <p className="text-sm text-slate-700 tabular-nums">
        {t('cardItems', { count: formatNumber(card.itemsCount, lang) })} –{' '}
        <span className="font-semibold text-slate-900">
          {t('money', { amount: formatAmount(card.total, lang) })}
        </span>
      </p>
      <p className="text-sm text-slate-700">{atDoor ? t('cardCash') : t('cardPaidOnline')}</p>
      {card.delivery && (
        <p className="text-sm font-semibold text-brand-900">
          {t('deliverySlot')}: {deliveryLabel(t, lang, card.delivery)}
        </p>
      )}
      <p className="mt-1 flex flex-wrap gap-1">
        {card.prescription && <CardBadge tone="bg-sky-100 text-sky-950">{t('cardPrescription')}</CardBadge>}
        {card.pharmacistCheck === 'pending' && (
          <CardBadge tone="bg-amber-100 text-amber-950">{t('pharmacistPendingBadge')}</CardBadge>
        )}
        {largeOrder(card) && <CardBadge tone="bg-violet-100 text-violet-950">{t('cardLarge')}</CardBadge>}
        {card.substitutionsPending > 0 && (
          <CardBadge tone="bg-amber-100 text-amber-950">{t('cardWaitsSubstitution')}</CardBadge>
        )}
        {waitsForCustomer(card) && card.substitutionsPending === 0 && (
          <CardBadge tone="bg-amber-100 text-amber-950">{t('cardWaitsPayment')}</CardBadge>
        )}
        {card.needsConfirmationCall && <CardBadge tone="bg-red-100 text-red-900">{t('callFirst')}</CardBadge>}
      </p>
      {stage.action?.kind === 'status' && canAct && (
        <CardStatusAction
          card={card}
          to={stage.action.to}
          label={t(stage.action.key === 'accept' ? 'cardAccept' : 'cardDispatch')}
        />
      )}
      {stage.action?.kind === 'courier' && <div className="mt-2">{courierForm(card)}</div>}
    </article>
  );
}

function CardBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}

/**
 * A card's move to the next status, asked once more in a dialog (a tap on a crowded tablet is easily
 * the wrong card), then posted to the order page's own form (`intent=status`): the same checks and
 * answers as its buttons; the live event moves the card on every screen.
 */
function CardStatusAction({ card, to, label }: { card: Card; to: number; label: string }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const [open, setOpen] = useState(false);
  const { submit, sending, result } = useFormAction<{ orderId: number }>({
    key: `card-${card.id}`,
    action: `/${lang}/staff/orders/${card.id}`,
  });
  useFormResult(result);
  const number = `#${formatId(card.id, lang)}`;
  return (
    <>
      <button
        type="button"
        data-card-action
        disabled={sending}
        onClick={() => setOpen(true)}
        className="mt-2 min-h-11 w-full rounded-lg bg-brand-700 px-3 font-semibold text-white disabled:opacity-60"
      >
        {sending ? t('sending') : label}
        <span className="sr-only"> {number}</span>
      </button>
      <DialogFrame
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        variant="centered"
        closeLabel={t('cardConfirmNo')}
        title={t('cardConfirm', { id: number, status: t(`status_${to}` as StaffKey) })}
        footer={(close) => (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold"
            >
              {t('cardConfirmNo')}
            </button>
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the question's answer, as the dialog opens
              autoFocus
              onClick={() => {
                close();
                submit({ intent: 'status', statusId: String(to) });
              }}
              className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
            >
              {t('cardConfirmYes')}
            </button>
          </div>
        )}
      >
        <p>
          <bdi>{card.customerFirstName}</bdi> – {t('money', { amount: formatAmount(card.total, lang) })}
        </p>
      </DialogFrame>
    </>
  );
}
