import type { ReactNode } from 'react';

export interface ModalProps {
  isOpen: boolean;
  /** Called by the close button, Escape, a click on the overlay and (phones) a swipe down. */
  onDismiss: () => void;
  /** Shown in the header; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
}
