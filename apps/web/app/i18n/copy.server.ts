import { languages, registerServerMessages, serverMessages } from '@store/contract';
import { addCopy } from './i18n.ts';
import { copy } from './messages/index.ts';

/**
 * The server renders every language: it holds all the copy from the start. Imported by
 * entry.server.tsx (and by tests that translate); the `.server` name keeps it out of the browser.
 * The console's forms are judged here too (the weighing form, board timers), so the server's own
 * messages (console-only field labels, cross-field rules) join the catalogue as they do in the API.
 */
for (const lang of languages) addCopy(lang, copy[lang]);
registerServerMessages(serverMessages);
