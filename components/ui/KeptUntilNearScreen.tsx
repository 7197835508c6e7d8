import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/config/languages';
import { LanguageContext } from '@/hooks/context/LanguageContext';
import { watchNearViewport } from '@/hooks/ui/useNearViewport';
import { CONTENTS, NO_HTML, useFirstRenderHydrated } from './keptServerHtml';

/**
 * How near the screen (px) the server's HTML must come, once the member scrolls, for its components to take its
 * place. Before any scroll only what is on the screen counts: the load itself does no work for what is below.
 */
export const NEAR_SCREEN_PX = 300;

/**
 * The wrapper's attribute: `kept` while the server's HTML stands in for the children, `shown` once they render.
 * Layout rules that select their parent's children see through it with `[data-near-screen] > …`.
 */
export const NEAR_SCREEN_ATTRIBUTE = 'data-near-screen';

/** The indexes of the elements from `root` down to `node` (text and comment nodes differ between the two renders). */
function elementPath(root: Element, node: Node): number[] | null {
  const path: number[] = [];
  let current: Node | null = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

function elementAt(root: Element, path: number[]): Element | null {
  return path.reduce<Element | null>((element, index) => element?.children[index] ?? null, root);
}

/**
 * Children rendered on the server as usual, and hydrated only when they come near the screen: until then the
 * server's HTML stays as it is (no hydration, no code run, no data asked for), so a phone's first load hydrates its
 * first screen only. The same children then take its place in one commit (the same HTML as long as their data
 * loads). Keyboard focus reaching the kept HTML shows them too, on the element at the same place. Mounted in the
 * browser without server HTML (a move between pages), the children render at once. The server renders in the default
 * language: once another one is shown (the member's stored choice, or a switch), the children render at once too, so
 * no text stays in the server's language below the screen.
 */
export default function KeptUntilNearScreen({ children }: { children: ReactNode }) {
  const hydrated = useFirstRenderHydrated();
  const [shown, setShown] = useState(false);
  // No language context (a test of the kit alone): the server's language is the one shown.
  const otherLanguage = (useContext(LanguageContext)?.currentLanguage.locale ?? DEFAULT_LOCALE) !== DEFAULT_LOCALE;
  // Kept shown from then on: going back to the default language must not bring the emptied wrapper back.
  if (hydrated && otherLanguage && !shown) setShown(true);
  const kept = hydrated && !shown && !otherLanguage;
  const wrapper = useRef<HTMLDivElement>(null);
  const focusedPath = useRef<number[] | null>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!kept || !element) return undefined;
    const show = () => setShown(true);
    const cards = Array.from(element.children);
    if (cards.length === 0 || typeof IntersectionObserver === 'undefined') {
      show();
      return undefined;
    }
    // On the screen the page loaded with, the parts in it; once the member scrolls, those within NEAR_SCREEN_PX too.
    let stops = cards.map((card) => watchNearViewport(card, '0px', show));
    const watchFurther = () => {
      stops.forEach((stop) => stop());
      stops = cards.map((card) => watchNearViewport(card, `${NEAR_SCREEN_PX}px`, show));
    };
    document.addEventListener('scroll', watchFurther, { capture: true, once: true, passive: true });
    const onFocus = (event: FocusEvent) => {
      focusedPath.current = event.target instanceof Node ? elementPath(element, event.target) : null;
      show();
    };
    element.addEventListener('focusin', onFocus);
    return () => {
      stops.forEach((stop) => stop());
      document.removeEventListener('scroll', watchFurther, { capture: true });
      element.removeEventListener('focusin', onFocus);
    };
  }, [kept]);

  useLayoutEffect(() => {
    const path = focusedPath.current;
    if (kept || !path || !wrapper.current) return;
    focusedPath.current = null;
    const target = elementAt(wrapper.current, path);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [kept]);

  if (typeof window === 'undefined') {
    return (
      <div style={CONTENTS} {...{ [NEAR_SCREEN_ATTRIBUTE]: 'kept' }}>
        {children}
      </div>
    );
  }
  if (kept) {
    return <div ref={wrapper} style={CONTENTS} {...{ [NEAR_SCREEN_ATTRIBUTE]: 'kept' }} suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />;
  }
  return (
    <div ref={wrapper} style={CONTENTS} {...{ [NEAR_SCREEN_ATTRIBUTE]: 'shown' }}>
      {children}
    </div>
  );
}
