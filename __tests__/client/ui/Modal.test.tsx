import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import Modal, { shouldDismissOnSwipe } from '@/components/ui/Modal';
import vietnamese from '@/locales/vi-VN.json';
import { installMatchMedia, removeMatchMedia } from './matchMedia';
import { languageReady, renderWithProviders } from './renderWithProviders';

afterEach(removeMatchMedia);

function renderOpenModal() {
  const onDismiss = jest.fn();
  const view = renderWithProviders(
    <Modal isOpen onDismiss={onDismiss} title="Chọn gói">
      <p>Nội dung</p>
      <button type="button">Xác nhận</button>
    </Modal>,
  );
  return { onDismiss, ...view };
}

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Mở
      </button>
      <Modal isOpen={isOpen} onDismiss={() => setIsOpen(false)} title="Chọn gói">
        <button type="button">Xác nhận</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog in document.body, named by its title, with a translated close button', async () => {
    renderOpenModal();
    await languageReady();

    const dialog = screen.getByRole('dialog', { name: 'Chọn gói' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: vietnamese.Close })).toBeInTheDocument();
  });

  it('calls onDismiss on Escape', async () => {
    const { onDismiss, user } = renderOpenModal();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('calls onDismiss on a click on the overlay, not on a click inside', async () => {
    const { onDismiss, user } = renderOpenModal();

    await user.click(screen.getByText('Nội dung'));
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(onDismiss).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('modal-overlay'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('calls onDismiss from the close button', async () => {
    const { onDismiss, user } = renderOpenModal();
    await user.click(screen.getByRole('button', { name: /Close|Đóng/ }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes the focus, keeps Tab inside, locks the page scroll and gives everything back on close', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Mở' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: /Close|Đóng/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Close|Đóng/ })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a bottom sheet on phones', async () => {
    installMatchMedia(400);
    const { onDismiss, user } = renderOpenModal();
    // The drag features load on demand; let that settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const dialog = screen.getByRole('dialog', { name: 'Chọn gói' });
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('shouldDismissOnSwipe', () => {
  it('dismisses only above 300 px/s downwards', () => {
    expect(shouldDismissOnSwipe(299)).toBe(false);
    expect(shouldDismissOnSwipe(300)).toBe(false);
    expect(shouldDismissOnSwipe(301)).toBe(true);
    expect(shouldDismissOnSwipe(-800)).toBe(false);
  });
});
