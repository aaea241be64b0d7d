/** The content feature's public face: the frame of the text pages, a stored page's text, the code's text as HTML. */
export { ContentPage } from './content-page.tsx';
export { codePage, faqGroups, termsSections } from './page-defaults.ts';
export { RichText } from './rich-text.tsx';
