export { createMessaging } from './create-messaging.ts';
export type { MessageSender, MessageTransport, Messaging, OutgoingMessage } from './message-sender.ts';
export { isLoopbackHost, outboxEnabled } from './outbox-access.ts';
export { outboxRoutes } from './outbox-routes.ts';
export { sendMessageJobName } from './send-message-job.ts';
