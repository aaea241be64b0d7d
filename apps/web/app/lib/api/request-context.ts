import { createContext } from 'react-router';
import type { ApiTransport } from './api-transport.ts';
import type { StoreApi } from './store-api.server.ts';

/** Set by the server for every request. */
export const transportContext = createContext<ApiTransport>();
/** Set by the server for every request: the Content-Security-Policy nonce of the page's scripts. */
export const nonceContext = createContext<string>('');
/** Set by the root middleware: the API in the request's language, for this device. */
export const storeApiContext = createContext<StoreApi>();
