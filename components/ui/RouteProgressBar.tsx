import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Route changes faster than this never show the bar. */
export const ROUTE_PROGRESS_DELAY_MS = 150;
const STEP_MS = 300;
const FADE_MS = 300;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.routeProgress};
  height: 3px;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 6px ${({ theme }) => theme.colors.primary};
  pointer-events: none;
  transition:
    width ${STEP_MS}ms ease-out,
    opacity ${FADE_MS}ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

interface BarState {
  visible: boolean;
  progress: number;
}

const HIDDEN: BarState = { visible: false, progress: 0 };

/** A thin bar at the top while the Next router changes route (not for shallow changes). */
export default function RouteProgressBar() {
  const { events } = useRouter();
  const [bar, setBar] = useState<BarState>(HIDDEN);
  const timers = useRef<{ delay?: number; trickle?: number; fade?: number; reset?: number }>({});
  const shown = useRef(false);

  useEffect(() => {
    const current = timers.current;
    const clearAll = () => {
      window.clearTimeout(current.delay);
      window.clearInterval(current.trickle);
      window.clearTimeout(current.fade);
      window.clearTimeout(current.reset);
    };

    const start = (_url: string, options?: { shallow?: boolean }) => {
      // Shallow changes load nothing; a redirect while the bar runs just keeps it running.
      if (options?.shallow || shown.current) return;
      clearAll();
      setBar(HIDDEN);
      current.delay = window.setTimeout(() => {
        shown.current = true;
        setBar({ visible: true, progress: 10 });
        // Creeps towards 90% until the route is ready.
        current.trickle = window.setInterval(() => {
          setBar((state) => ({ ...state, progress: state.progress + (90 - state.progress) * 0.15 }));
        }, STEP_MS);
      }, ROUTE_PROGRESS_DELAY_MS);
    };

    const finish = () => {
      clearAll();
      if (!shown.current) return;
      shown.current = false;
      setBar({ visible: true, progress: 100 });
      current.fade = window.setTimeout(() => setBar({ visible: false, progress: 100 }), STEP_MS);
      current.reset = window.setTimeout(() => setBar(HIDDEN), STEP_MS + FADE_MS);
    };

    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', finish);
    events.on('routeChangeError', finish);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', finish);
      events.off('routeChangeError', finish);
      clearAll();
    };
  }, [events]);

  if (!bar.visible && bar.progress === 0) return null;
  return <Bar aria-hidden="true" data-testid="route-progress" style={{ width: `${bar.progress}%`, opacity: bar.visible ? 1 : 0 }} />;
}
