import { screen } from '@testing-library/react';
import CopyableValue from '@/components/ui/CopyableValue';
import MiddleEllipsis from '@/components/ui/MiddleEllipsis';
import vietnamese from '@/locales/vi-VN.json';
import { languageReady, renderWithProviders } from './renderWithProviders';

const vi = (key: keyof typeof vietnamese): string => vietnamese[key];
const HASH = `0x${'ab12'.repeat(16)}`;

describe('MiddleEllipsis', () => {
  it('keeps the whole value in the page and its tooltip, its end apart so that CSS cuts only the middle', () => {
    renderWithProviders(<MiddleEllipsis value={HASH} tail={6} />);
    const line = screen.getByTitle(HASH);
    expect(line).toHaveTextContent(HASH);
    expect(line.children).toHaveLength(2);
    expect(line.lastElementChild?.textContent).toBe(HASH.slice(-6));
    expect(line.firstElementChild?.textContent).toBe(HASH.slice(0, -6));
  });

  it('shows a value shorter than its tail whole', () => {
    renderWithProviders(<MiddleEllipsis value="AB12" tail={6} />);
    expect(screen.getByTitle('AB12')).toHaveTextContent('AB12');
  });
});

describe('CopyableValue', () => {
  it('copies the whole value, named by what it is', async () => {
    const { user } = renderWithProviders(<CopyableValue value={HASH} label="Transaction" />);
    await languageReady();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: `${vi('Copy')}: Transaction` }));
    expect(write).toHaveBeenCalledWith(HASH);
  });

  it('copies with the caller\'s copier when its button says what it copies', async () => {
    const copy = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<CopyableValue value="https://x.test/sign-up?ref=AB12" label="link" buttonText="Copy link" copy={copy} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copy).toHaveBeenCalledWith('https://x.test/sign-up?ref=AB12');
  });
});
