export { createMessaging } from './create-messaging.ts';
export type { MessageSender, Messaging, OutgoingMessage } from './message-sender.ts';
export { outboxRoutes } from './outbox-routes.ts';
