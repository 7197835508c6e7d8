export { default } from './Modal';
export { shouldDismissOnSwipe } from './swipe';
export type { ModalProps } from './types';
