export { default } from './LanguageSelector';
