import { render, screen } from '@testing-library/react';
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import KeptUntilNearScreen, { NEAR_SCREEN_PX } from '@/components/ui/KeptUntilNearScreen';
import { installFakeIntersectionObserver, observed, removeFakeIntersectionObserver, scrollNear } from './fakeIntersectionObserver';

/** A card that counts its renders' effects (what hydration would run: its data calls) and has a link and a button. */
function OrdersCard({ onEffect }: { onEffect: () => void }) {
  const [opened, setOpened] = useState(false);
  useEffect(onEffect, [onEffect]);
  return (
    <section aria-labelledby="orders">
      <h2 id="orders">Latest orders</h2>
      <a href="#orders">All orders</a>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Opened' : 'Open'}
      </button>
    </section>
  );
}

/** What the server renders for <KeptUntilNearScreen>{children}</KeptUntilNearScreen> (asserted in the server's test). */
function serverHtml(children: React.ReactNode): string {
  return renderToString(
    <main>
      <div style={{ display: 'contents' }} data-near-screen="kept">
        {children}
      </div>
    </main>,
  );
}

async function hydrate(html: string, children: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverableErrors = jest.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <main>
        <KeptUntilNearScreen>{children}</KeptUntilNearScreen>
      </main>,
      { onRecoverableError: recoverableErrors },
    );
  });
  return { container, recoverableErrors, wrapper: container.querySelector('[data-near-screen]') as HTMLElement };
}

describe('KeptUntilNearScreen', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(() => {
    removeFakeIntersectionObserver();
    document.body.innerHTML = '';
  });

  it('keeps the server HTML unhydrated until it comes near the screen, then hydrates it in place', async () => {
    const effects = jest.fn();
    const { container, recoverableErrors, wrapper } = await hydrate(serverHtml(<OrdersCard onEffect={() => undefined} />), <OrdersCard onEffect={effects} />);
    const serverSection = container.querySelector('section');

    // Hydrated around it: the server's card is there, untouched, and none of its code ran.
    expect(container.querySelector('section')).toBe(serverSection);
    expect(wrapper.getAttribute('data-near-screen')).toBe('kept');
    expect(effects).not.toHaveBeenCalled();
    // Watched on the screen it loaded with; once the member scrolls, within NEAR_SCREEN_PX of it.
    const watchedWith = () => observed.filter((record) => record.targets.includes(serverSection as Element)).map((record) => record.margin);
    expect(watchedWith()).toEqual(['0px']);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(watchedWith()).toEqual([`${NEAR_SCREEN_PX}px`]);
    expect(effects).not.toHaveBeenCalled();

    scrollNear(serverSection as Element);
    expect(effects).toHaveBeenCalledTimes(1);
    expect(wrapper.getAttribute('data-near-screen')).toBe('shown');
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Latest orders' })).toBeInTheDocument();
    // Now it is the component: its button works.
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();
    // Nothing is watched any more.
    expect(observed.every((record) => record.targets.length === 0)).toBe(true);
    expect(recoverableErrors).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus on the same element when a Tab reaches the kept HTML', async () => {
    const effects = jest.fn();
    const { container } = await hydrate(serverHtml(<OrdersCard onEffect={() => undefined} />), <OrdersCard onEffect={effects} />);
    const serverLink = container.querySelector('a') as HTMLAnchorElement;

    await act(async () => serverLink.focus());
    expect(effects).toHaveBeenCalledTimes(1);
    const link = screen.getByRole('link', { name: 'All orders' });
    expect(link).not.toBe(serverLink);
    expect(link).toHaveFocus();
  });

  it('shows its children at once when there is nothing to watch: no server HTML, or no IntersectionObserver', async () => {
    const effects = jest.fn();
    const Nothing = ({ onEffect }: { onEffect: () => void }) => {
      useEffect(onEffect, [onEffect]);
      return null;
    };
    await hydrate(serverHtml(null), <Nothing onEffect={effects} />);
    expect(effects).toHaveBeenCalledTimes(1);

    removeFakeIntersectionObserver();
    const { wrapper } = await hydrate(serverHtml(<OrdersCard onEffect={() => undefined} />), <OrdersCard onEffect={effects} />);
    expect(effects).toHaveBeenCalledTimes(2);
    expect(wrapper.getAttribute('data-near-screen')).toBe('shown');
  });

  it('mounted in the browser (a move between pages), renders its children at once', () => {
    const effects = jest.fn();
    render(
      <KeptUntilNearScreen>
        <OrdersCard onEffect={effects} />
      </KeptUntilNearScreen>,
    );
    expect(effects).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'All orders' })).toBeInTheDocument();
    expect(observed).toHaveLength(0);
  });
});
