import type { ReturnLineRule, ReturnReason, ReturnStatus } from '@store/contract';
import { fillPlaceholders } from '@store/contract';
import { createContext, useContext } from 'react';
import type { returns as english } from '../../i18n/messages/en/returns.ts';

/**
 * The returns' words (docs/decisions/0090), in the page's language only: the page's loader hands
 * them over (returns.server.ts), so they are neither in the storefront's copy chunk, which every
 * shopper's first page downloads, nor in the order page's JavaScript.
 */
export type ReturnsKey = keyof typeof english;
export type ReturnsWords = Record<ReturnsKey, string>;
export type ReturnsT = (key: ReturnsKey, values?: Record<string, string | number>) => string;

export const ReturnsWordsContext = createContext<ReturnsWords | null>(null);

export function returnsTranslator(words: ReturnsWords): ReturnsT {
  return (key, values = {}) =>
    fillPlaceholders(words[key] ?? key, (name) => (name in values ? String(values[name]) : undefined));
}

export function useReturnsT(): ReturnsT {
  const words = useContext(ReturnsWordsContext);
  if (!words) throw new Error('The returns words are given by the page (ReturnsWordsContext)');
  return returnsTranslator(words);
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
