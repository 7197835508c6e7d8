import { AnimatePresence, LazyMotion, MotionConfig } from 'framer-motion';
import { createPortal } from 'react-dom';
import { useIsClient } from '@/hooks/ui/useIsClient';
import { useMatchBreakpoints } from '@/hooks/ui/useMatchBreakpoints';
import ModalFrame from './ModalFrame';
import type { ModalProps } from './types';
import { useMotionFeatures } from './useMotionFeatures';

/**
 * A dialog in a portal on document.body: centred on tablets and desktops, a bottom sheet on
 * phones that a fast swipe down dismisses. Closes by its button, Escape and the overlay.
 */
export default function Modal({ isOpen, onDismiss, title, children }: ModalProps) {
  const isClient = useIsClient();
  const { isMobile } = useMatchBreakpoints();
  const features = useMotionFeatures(isMobile);
  if (!isClient) return null;
  return createPortal(
    <LazyMotion features={features}>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {isOpen && (
            <ModalFrame key="modal" title={title} onDismiss={onDismiss} isMobile={isMobile}>
              {children}
            </ModalFrame>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>,
    document.body,
  );
}
