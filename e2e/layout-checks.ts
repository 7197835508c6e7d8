import type { Page } from '@playwright/test';
import { TOASTS_CLASS } from '../config/toasts';

export interface LayoutReport {
  /** A visible text over a control it does not belong to, or over another text. */
  overlaps: string[];
  /** A text its box cuts off: hidden overflow without an ellipsis, or an ellipsis that leaves almost nothing. */
  clipped: string[];
  /** A word broken across two lines ("Vietcom|bank"). */
  brokenWords: string[];
}

/**
 * Reads the page as it is laid out (docs/decisions.md, "Readable at every size"): every visible text line is
 * compared with every control and every other text line of its layer (the fixed header and bottom bar with each
 * other, the page with itself), each box clipped to its ancestors' overflow; texts are checked for a clip that hides
 * them and words for a break inside them. Screen-reader-only texts (1 px boxes) and texts inside the control they
 * cover are left out.
 */
export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((toastsClass) => {
    type Rect = { left: number; top: number; right: number; bottom: number };
    const SLACK = 1.5;
    const CONTROLS = [
      'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
      ...['button', 'link', 'tab', 'menuitem', 'option', 'switch', 'checkbox', 'radio', 'combobox'].map((role) => `[role="${role}"]`),
    ].join(', ');
    const short = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${short(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')}`;

    const isFixed = new Map<Element, boolean>();
    const layerOf = (element: Element): 'fixed' | 'page' => {
      const path: Element[] = [];
      let answer = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const known = isFixed.get(node);
        if (known !== undefined) {
          answer = known;
          break;
        }
        path.push(node);
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') {
          answer = true;
          break;
        }
      }
      for (const node of path) isFixed.set(node, answer);
      return answer ? 'fixed' : 'page';
    };

    // The part of an element's box its ancestors' overflow leaves in view (in document coordinates for the page
    // layer, viewport coordinates for the fixed one).
    const clipOf = new Map<Element, Rect | null>();
    const visibleClip = (element: Element): Rect | null => {
      if (clipOf.has(element)) return clipOf.get(element)!;
      const parent = element.parentElement;
      let clip: Rect | null = parent ? visibleClip(parent) : null;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = element.getBoundingClientRect();
        const own = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
        clip = clip
          ? { left: Math.max(clip.left, own.left), top: Math.max(clip.top, own.top), right: Math.min(clip.right, own.right), bottom: Math.min(clip.bottom, own.bottom) }
          : own;
      }
      clipOf.set(element, clip);
      return clip;
    };
    const within = (rect: Rect, clip: Rect | null): Rect | null => {
      const cut = clip
        ? { left: Math.max(rect.left, clip.left), top: Math.max(rect.top, clip.top), right: Math.min(rect.right, clip.right), bottom: Math.min(rect.bottom, clip.bottom) }
        : rect;
      return cut.right - cut.left > SLACK && cut.bottom - cut.top > SLACK ? cut : null;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[inert]');
    // The visually-hidden pattern: a box of 1 px or less both ways (a value cut to nothing is 0 px wide only).
    const srOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    // Toasts come and go, sliding over each other as they do: each is compared with the page's controls only.
    const toast = (element: Element) => element.closest(`.${toastsClass}`);

    // Every visible line of text, as boxes of the range of each text node.
    type Line = { node: Text; element: Element; layer: string; rect: Rect };
    const lines: Line[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const textNodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const element = text.parentElement;
      if (!element || !text.data.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE'].includes(element.tagName)) continue;
      if (!shown(element) || srOnly(element)) continue;
      textNodes.push(text);
      const range = document.createRange();
      range.selectNodeContents(text);
      const clip = visibleClip(element);
      const layer = layerOf(element);
      for (const box of range.getClientRects()) {
        const rect = within({ left: box.left, top: box.top, right: box.right, bottom: box.bottom }, clip);
        if (rect) lines.push({ node: text, element, layer, rect });
      }
    }

    const controls = [...document.querySelectorAll(CONTROLS)].flatMap((element) => {
      if (!shown(element) || srOnly(element)) return [];
      const box = element.getBoundingClientRect();
      const rect = within({ left: box.left, top: box.top, right: box.right, bottom: box.bottom }, element.parentElement ? visibleClip(element.parentElement) : null);
      return rect ? [{ element, layer: layerOf(element), rect }] : [];
    });

    const crossing = (a: Rect, b: Rect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
    const inside = (outer: Rect, inner: Rect) =>
      outer.left <= inner.left + 0.5 && outer.right >= inner.right - 0.5 && outer.top <= inner.top + 0.5 && outer.bottom >= inner.bottom - 0.5;
    // A control's own parts are it: its text, and the text of a control inside its box (a field's icon button).
    const partOf = (control: (typeof controls)[number], line: Line) => {
      if (control.element.contains(line.element)) return true;
      const own = line.element.closest(CONTROLS);
      return !!own && inside(control.rect, own.getBoundingClientRect());
    };

    const overlaps = new Set<string>();
    for (const line of lines) {
      for (const control of controls) {
        if (control.layer !== line.layer || partOf(control, line)) continue;
        if (!crossing(line.rect, control.rect)) continue;
        // A label wrapping a control, or the text of a control's own label, is part of it.
        const label = line.element.closest('label');
        if (label && (label.contains(control.element) || (label as HTMLLabelElement).control === control.element)) continue;
        overlaps.add(`text ${short(line.node.data)} overlaps ${describe(control.element)}`);
      }
    }
    const sorted = [...lines].sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].rect.top < sorted[i].rect.bottom; j++) {
        const a = sorted[i];
        const b = sorted[j];
        if (a.node === b.node || a.layer !== b.layer || !crossing(a.rect, b.rect)) continue;
        if (toast(a.element) && toast(b.element)) continue;
        overlaps.add(`text ${short(a.node.data)} overlaps text ${short(b.node.data)}`);
      }
    }

    // Texts whose box hides part of them.
    const clipped: string[] = [];
    const seen = new Set<Element>();
    for (const text of textNodes) {
      const element = text.parentElement!;
      if (seen.has(element)) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      const hidesX = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      const hidesY =
        style.overflowY !== 'visible' && style.webkitLineClamp === 'none' && element.scrollHeight > element.clientHeight + 1;
      if (!hidesX && !hidesY) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const fontSize = parseFloat(style.fontSize) || 16;
      // An ellipsis is a deliberate cut (the whole value is in its tooltip or copy button) while it leaves three
      // characters' worth in view; one that leaves less hides the value.
      if (hidesX && !hidesY && style.textOverflow === 'ellipsis' && element.clientWidth >= Math.min(element.scrollWidth, 1.8 * fontSize)) continue;
      clipped.push(`${describe(element)} shows ${element.clientWidth}x${element.clientHeight} of ${element.scrollWidth}x${element.scrollHeight}`);
    }

    // Words broken across lines.
    const brokenWords: string[] = [];
    for (const text of textNodes) {
      const range = document.createRange();
      range.selectNodeContents(text);
      if (range.getClientRects().length < 2) continue;
      // A hyphen is a place to break; any other place inside a word is not.
      for (const match of text.data.matchAll(/[^\s\-‐–—]{2,}/g)) {
        const word = document.createRange();
        word.setStart(text, match.index);
        word.setEnd(text, match.index + match[0].length);
        const tops = new Set([...word.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
        if (tops.size > 1) brokenWords.push(`${short(match[0])} in ${describe(text.parentElement!)}`);
      }
    }

    return { overlaps: [...overlaps], clipped, brokenWords };
  }, TOASTS_CLASS);
}
