import { runServer } from '@store/api';
import { parseWebEnv, WebConfigError } from '../app/lib/env.server.ts';
import { registerWeb } from './web-handler.ts';

// The storefront's settings first (the API checks its own in runServer): a bad one stops the start.
try {
  parseWebEnv();
} catch (error) {
  if (!(error instanceof WebConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** `npm start`: the storefront and the API on one port. `--dev` serves the web through Vite. */
void runServer((app) => registerWeb(app, { dev: process.argv.includes('--dev') }));
