import { languages } from '@store/contract';
import { addCopy } from './i18n.ts';
import { copy } from './messages/index.ts';

/**
 * The server renders every language: it holds all the copy from the start. Imported by
 * entry.server.tsx (and by tests that translate); the `.server` name keeps it out of the browser.
 */
for (const lang of languages) addCopy(lang, copy[lang]);
