export { default } from './BottomNav';
export { BOTTOM_NAV_HEIGHT } from './styles';
