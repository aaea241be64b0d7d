import { defaultLang, isLang } from '@store/contract';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCopy } from './i18n/i18n.ts';

// React Router's default entry, after the page's copy: the browser gets only the language of the
// page (`<html lang>`, set from the URL on the server) and must have it before the first render.
// Should its download fail, the page stays as the server sent it (links and forms still work).
const lang = document.documentElement.lang;
void loadCopy(isLang(lang) ? lang : defaultLang).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
