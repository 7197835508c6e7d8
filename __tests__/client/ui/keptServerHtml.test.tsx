import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { keptServerHtml } from '@/components/ui/keptServerHtml';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Waiting() {
  return <p role="status">Loading…</p>;
}

/** A loader the test settles by hand. */
function deferredModule() {
  let settle: (module: { default: typeof Greeting }) => void = () => undefined;
  const promise = new Promise<{ default: typeof Greeting }>((resolve) => {
    settle = resolve;
  });
  return { load: () => promise, settle };
}

/** The server's stream render (the one Next uses), in this browser-like test environment. */
async function serverHtml(element: React.ReactElement): Promise<string> {
  // React's Node build schedules its work with setImmediate, which jsdom does not have.
  globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('keptServerHtml', () => {
  it('renders on the server the component of an async module (webpack hands it as a promise), not an empty box', async () => {
    const asyncModule = new Promise<{ default: typeof Greeting }>((resolve) => setTimeout(() => resolve({ default: Greeting }), 10));
    const OnServer = keptServerHtml(() => asyncModule, asyncModule);
    expect(await serverHtml(<OnServer name="Minh" />)).toContain('<div style="display:contents"><p>Hello <!-- -->Minh</p></div>');
  });

  it('keeps the server-rendered HTML while hydrating, then puts the component in its place once its code is there', async () => {
    // The server's module has the component at hand (the `require` branch of the pages).
    const OnServer = keptServerHtml(() => Promise.resolve({ default: Greeting }), { default: Greeting });
    const html = renderToString(
      <main>
        <OnServer name="Lan" />
      </main>,
    );
    expect(html).toContain('Hello <!-- -->Lan');

    const { load, settle } = deferredModule();
    const InBrowser = keptServerHtml(load, undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverParagraph = container.querySelector('p');
    const recoverableErrors = jest.fn();

    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <InBrowser name="Lan" />
        </main>,
        { onRecoverableError: recoverableErrors },
      );
    });
    // Hydrated without the code: the server's paragraph is still there, untouched.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.textContent).toBe('Hello Lan');

    await act(async () => settle({ default: Greeting }));
    expect(container.textContent).toBe('Hello Lan');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(recoverableErrors).not.toHaveBeenCalled();
    container.remove();
  });

  it('mounted in the browser without server HTML, shows its loading state until the code is there', async () => {
    const { load, settle } = deferredModule();
    const Lazy = keptServerHtml(load, undefined, Waiting);
    render(<Lazy name="Minh" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => settle({ default: Greeting }));
    expect(await screen.findByText('Hello Minh')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
