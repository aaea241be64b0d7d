export {
  automaticPromotions,
  lineTargets,
  orderItemTargets,
  orderPromotionNames,
  orderPromotionOffers,
  type Promotion,
  promotionOffers,
  recordOrderPromotions,
  repricedOrderPromotions,
} from './promotion-queries.ts';
