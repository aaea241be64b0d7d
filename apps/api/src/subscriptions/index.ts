export { subscriptionRoutes } from './subscription-routes.ts';
export { createSubscriptions, placeSubscriptionJob, type Subscriptions } from './subscription-service.ts';
