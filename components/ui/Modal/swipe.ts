import { MODAL_SWIPE_TO_CLOSE_VELOCITY } from '@/config/constants';

/** A downward drag released faster than 300 px/s dismisses the sheet; a slower one snaps back. */
export function shouldDismissOnSwipe(velocityY: number): boolean {
  return velocityY > MODAL_SWIPE_TO_CLOSE_VELOCITY;
}
