/** The contact feature's public face: the contact page's form and list, and how to reach the store. */
export { mapLink, storeContact, storeEmail, storePhone } from './store-contact.ts';
