// The server render's style sheet reuses stylis' output across renders (ssr/remembering-style-sheet.ts): the page
// gets the same CSS as with styled-components' own sheet, without stylis running again for a style it has seen.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager } from 'styled-components';

import { RememberingServerStyleSheet } from '@/ssr/remembering-style-sheet';

const Bar = styled.div<{ $width: number }>`
  display: flex;
  width: ${({ $width }) => $width}%;
  &:hover {
    color: red;
  }
`;
const SameLooks = styled.span`
  display: flex;
`;

let stylisCalls = 0;
/** A stylis plugin that only counts: stylis runs it on each rule it makes. */
const countCalls = Object.defineProperty(() => {
  stylisCalls += 1;
}, 'name', { value: 'countCalls' });

function renderWith(sheet: ServerStyleSheet, page: ReactElement) {
  stylisCalls = 0;
  const html = renderToString(sheet.collectStyles(createElement(StyleSheetManager, { stylisPlugins: [countCalls] }, page)));
  const css = sheet.getStyleTags();
  sheet.seal();
  return { html, css, stylisCalls };
}

const page = (width: number) => createElement('main', null, createElement(Bar, { $width: width }), createElement(SameLooks));

describe('the server render style sheet', () => {
  it('gives the page the CSS of a plain sheet, and runs stylis only for styles it has not seen', () => {
    const plain = renderWith(new ServerStyleSheet(), page(40));
    const first = renderWith(new RememberingServerStyleSheet(), page(40));
    const second = renderWith(new RememberingServerStyleSheet(), page(40));

    expect(first.html).toBe(plain.html);
    expect(first.css).toBe(plain.css);
    expect(second.css).toBe(plain.css);
    expect(second.css).toContain('width:40%;');
    expect(second.css).toMatch(/\.[a-zA-Z]+:hover\{color:red;\}/);
    // A plain sheet starts from nothing on each render; the remembering one does not.
    expect(renderWith(new ServerStyleSheet(), page(40)).stylisCalls).toBeGreaterThan(0);
    expect(second.stylisCalls).toBe(0);
  });

  it('makes the CSS of a new value, and keeps each sheet to the styles of its own render', () => {
    renderWith(new RememberingServerStyleSheet(), page(10));
    const other = renderWith(new RememberingServerStyleSheet(), page(75));

    expect(other.stylisCalls).toBeGreaterThan(0);
    expect(other.css).toContain('width:75%;');
    expect(other.css).not.toContain('width:10%;');
    expect(other.css).toBe(renderWith(new ServerStyleSheet(), page(75)).css);
  });
});
