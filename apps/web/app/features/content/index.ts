/** The content feature's public face: the frame of the text pages. */
export { ContentPage } from './content-page.tsx';
