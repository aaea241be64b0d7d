/** What the combined web + API server (apps/web/server) needs from the API. */
export type { App } from './app.ts';
export { runServer } from './server.ts';
