import { runServer } from '@store/api';
import { registerWeb } from './web-handler.ts';

/** `npm start`: the storefront and the API on one port. `--dev` serves the web through Vite. */
void runServer((app) => registerWeb(app, { dev: process.argv.includes('--dev') }));
