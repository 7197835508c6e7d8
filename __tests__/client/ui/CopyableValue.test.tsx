import { screen } from '@testing-library/react';
import CopyableValue from '@/components/ui/CopyableValue';
import MiddleEllipsis from '@/components/ui/MiddleEllipsis';
import vietnamese from '@/locales/vi-VN.json';
import { languageReady, renderWithProviders } from './renderWithProviders';

const vi = (key: keyof typeof vietnamese): string => vietnamese[key];
const HASH = `0x${'ab12'.repeat(16)}`;

describe('MiddleEllipsis', () => {
  it('reads the whole value in one piece and shows it in two, so that CSS cuts only the middle', () => {
    renderWithProviders(<MiddleEllipsis value={HASH} tail={6} />);
    expect(screen.getByText(HASH)).toBeInTheDocument();
    const [head, tail] = Array.from(screen.getByTitle(HASH).children);
    expect(head).toHaveAttribute('aria-hidden', 'true');
    expect(head.textContent).toBe(HASH.slice(0, -6));
    expect(tail).toHaveAttribute('aria-hidden', 'true');
    expect(tail.textContent).toBe(HASH.slice(-6));
  });

  it('shows a value shorter than its tail whole', () => {
    renderWithProviders(<MiddleEllipsis value="AB12" tail={6} />);
    const [head, tail] = Array.from(screen.getByTitle('AB12').children);
    expect(head.textContent).toBe('');
    expect(tail.textContent).toBe('AB12');
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
