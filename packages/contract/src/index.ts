export * from './catalogue.ts';
export * from './contact.ts';
export * from './envelope.ts';
export * from './i18n.ts';
export * from './money.ts';
export * from './query-params.ts';
export * from './validation.ts';
