import { screen } from '@testing-library/react';
import LanguageSelector from '@/components/ui/LanguageSelector';
import { languageReady, renderWithProviders } from './renderWithProviders';

function renderSelector() {
  const view = renderWithProviders(
    <>
      <LanguageSelector />
      <button type="button">Bên ngoài</button>
    </>,
  );
  return view;
}

describe('LanguageSelector', () => {
  it('shows the current code and lists every language with the current one marked', async () => {
    const { user } = renderSelector();
    await languageReady();

    const trigger = screen.getByRole('button', { name: 'Ngôn ngữ: VI' });
    expect(trigger).toHaveTextContent('VI');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The list's code is fetched on the first opening (ahead of it when the button is pointed at or focused).
    const list = await screen.findByRole('list');
    expect(trigger).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveFocus();
  });

  it('changes the language on a choice and closes', async () => {
    const { user } = renderSelector();
    await languageReady();

    await user.click(screen.getByRole('button', { name: 'Ngôn ngữ: VI' }));
    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: 'Language: EN' });
    expect(trigger).toHaveFocus();
    expect(window.localStorage.getItem('language')).toBe('en-US');

    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on a click outside, on Escape, and when focus leaves', async () => {
    const { user } = renderSelector();
    await languageReady();
    const trigger = screen.getByRole('button', { name: 'Ngôn ngữ: VI' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Bên ngoài' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('list')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
