export { default } from './SideMenu';
