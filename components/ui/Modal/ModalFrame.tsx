import { useDragControls, useIsPresent } from 'framer-motion';
import { useEffect, useId, useRef, type PointerEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/Icon';
import { MODAL_ANIMATION_SECONDS } from '@/config/constants';
import { useBodyScrollLock } from '@/hooks/ui/useBodyScrollLock';
import { useTranslation } from '@/hooks/useTranslation';
import { trapTab } from './focus';
import { Body, CloseButton, Handle, Header, Layer, Overlay, Sheet, Title } from './styles';
import { shouldDismissOnSwipe } from './swipe';

interface ModalFrameProps {
  title: ReactNode;
  onDismiss: () => void;
  isMobile: boolean;
  children?: ReactNode;
}

const transition = { duration: MODAL_ANIMATION_SECONDS, ease: 'easeOut' } as const;
const fade = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 } };
const pop = { initial: { opacity: 0, scale: 0.96 }, animate: { opacity: 1, scale: 1 }, exit: { opacity: 0, scale: 0.96 } };
const slideUp = { initial: { y: '100%' }, animate: { y: 0 }, exit: { y: '100%' } };

/** The open dialog; mounted while open (and during its exit animation). */
export default function ModalFrame({ title, onDismiss, isMobile, children }: ModalFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  const isPresent = useIsPresent();
  const dragControls = useDragControls();

  useBodyScrollLock(isPresent);

  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  // Focus moves into the dialog on open and back to where it was as soon as it starts closing.
  useEffect(() => {
    if (!isPresent) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheetRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [isPresent]);

  useEffect(() => {
    if (!isPresent) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismissRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isPresent]);

  // The sheet is dragged by its header (the body keeps scrolling by touch), not by its buttons.
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    dragControls.start(event);
  };

  const swipe = isMobile
    ? {
        drag: 'y' as const,
        dragControls,
        dragListener: false,
        dragConstraints: { top: 0, bottom: 0 },
        dragElastic: { top: 0, bottom: 0.6 },
        dragSnapToOrigin: true,
        onDragEnd: (_event: unknown, info: { velocity: { y: number } }) => {
          if (shouldDismissOnSwipe(info.velocity.y)) onDismiss();
        },
      }
    : {};

  return (
    <Layer $mobile={isMobile}>
      <Overlay {...fade} transition={transition} onClick={onDismiss} data-testid="modal-overlay" />
      <Sheet
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $mobile={isMobile}
        {...(isMobile ? slideUp : pop)}
        transition={transition}
        onKeyDown={(event) => sheetRef.current && trapTab(event, sheetRef.current)}
        {...swipe}
      >
        <Header $mobile={isMobile} onPointerDown={isMobile ? startDrag : undefined}>
          {isMobile && <Handle aria-hidden="true" />}
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t('Close')} onClick={onDismiss}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Sheet>
    </Layer>
  );
}
