export { settingOnce } from './store-settings.ts';
