import {
  fillPlaceholders,
  type Lang,
  type ReturnLineRule,
  type ReturnReason,
  type ReturnStatus,
} from '@store/contract';
import { useLang } from '../../i18n/i18n.ts';
import { returns as arabic } from '../../i18n/messages/ar/returns.ts';
import { returns as english } from '../../i18n/messages/en/returns.ts';

/**
 * The returns' words in both languages (docs/decisions/0090): in this feature's chunk, not in the
 * storefront's copy chunk, which every shopper's first page downloads.
 */
export type ReturnsKey = keyof typeof english;
export type ReturnsT = (key: ReturnsKey, values?: Record<string, string | number>) => string;

export function returnsTranslator(lang: Lang): ReturnsT {
  const words: Record<string, string> = lang === 'ar' ? arabic : english;
  return (key, values = {}) =>
    fillPlaceholders(words[key] ?? english[key], (name) =>
      name in values ? String(values[name]) : undefined,
    );
}

export function useReturnsT(): ReturnsT {
  return returnsTranslator(useLang());
}

export const reasonKeys: Record<ReturnReason, ReturnsKey> = {
  damaged: 'reasonDamaged',
  wrong_item: 'reasonWrongItem',
  expired: 'reasonExpired',
  changed_mind: 'reasonChangedMind',
};

export const ruleKeys: Record<ReturnLineRule, ReturnsKey> = {
  any: 'ruleAny',
  sealed: 'ruleSealed',
  faultOnly: 'ruleFaultOnly',
};

export const statusKeys: Record<ReturnStatus, ReturnsKey> = {
  requested: 'statusRequested',
  approved: 'statusApproved',
  refused: 'statusRefused',
  pickup: 'statusPickup',
  received: 'statusReceived',
  refunded: 'statusRefunded',
};
