import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferralLinkCard from '@/components/network/ReferralLinkCard';
import { findHeading, renderWithAuth } from '../auth/helpers/renderWithAuth';
import { vi } from '../history/helpers/renderHistory';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver, scrollNear } from '../ui/fakeIntersectionObserver';
import { account, apiUrl, handle, ok, server, signedInAs } from './helpers/networkFixtures';

const LINK = `${window.location.origin}/sign-up?ref=${account.referralCode}`;

function allowLink(canHasRefLink: boolean) {
  const asked = { count: 0 };
  server.use(
    handle.get(apiUrl('auth/client/has-link-referrer'), () => {
      asked.count += 1;
      return ok({ canHasRefLink });
    }),
  );
  return asked;
}

describe('ReferralLinkCard', () => {
  beforeEach(() => signedInAs());

  it('shows the link with its QR code and copies it with a toast', async () => {
    allowLink(true);
    const user = userEvent.setup();
    renderWithAuth(<ReferralLinkCard />);

    await findHeading('Your referral link');
    // Read whole; shown on one line, cut in the middle (by CSS) only where it does not fit, its ?ref=CODE kept.
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(screen.getByTitle(LINK).children[1].textContent).toBe(`?ref=${account.referralCode}`);
    expect(await screen.findByRole('img', { name: vi('QR code of your referral link') })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));

    // user-event's clipboard stub reads back through jsdom's FileReader, which refuses Node's Blob: watch the write.
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: vi('Copy link') }));

    expect(write).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(vi('Link copied'))).toBeInTheDocument();
  });

  it('draws the QR code only when the card comes near the screen', async () => {
    installFakeIntersectionObserver();
    try {
      allowLink(true);
      renderWithAuth(<ReferralLinkCard />);
      await findHeading('Your referral link');
      const frame = screen.getByRole('status');
      expect(frame).toHaveTextContent(vi('Loading…'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('img', { name: vi('QR code of your referral link') })).not.toBeInTheDocument();

      scrollNear(frame.parentElement as Element);
      expect(await screen.findByRole('img', { name: vi('QR code of your referral link') })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    } finally {
      removeFakeIntersectionObserver();
    }
  });

  it('renders nothing when the member may not share a link', async () => {
    const asked = allowLink(false);
    const { container } = renderWithAuth(<ReferralLinkCard />);

    await waitFor(() => expect(asked.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });
});
