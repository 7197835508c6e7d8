import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import KeptUntilNearScreen from '@/components/ui/KeptUntilNearScreen';

// The browser's side (kept until near the screen, then hydrated) is in __tests__/client/ui/KeptUntilNearScreen.test.tsx,
// which hydrates this markup.
describe('KeptUntilNearScreen on the server', () => {
  it('renders its children as usual, inside a box-less wrapper marked kept', () => {
    const html = renderToString(createElement(KeptUntilNearScreen, null, createElement('section', null, createElement('h2', null, 'Latest orders'))));
    expect(html).toBe('<div style="display:contents" data-near-screen="kept"><section><h2>Latest orders</h2></section></div>');
  });
});
