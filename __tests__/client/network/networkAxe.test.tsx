import { screen } from '@testing-library/react';
import axe from 'axe-core';
import MemberConnectPage from '@/pages/member-connect';
import RegisterNewMemberPage from '@/pages/register-new-member';
import { findHeading, renderHistory, vi } from '../history/helpers/renderHistory';
import { apiUrl, demoNetwork, handle, minh, ok, server, signedInAs } from './helpers/networkFixtures';

/** axe's rules that jsdom can judge (no layout: colour contrast is left to the e2e run). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => jest.restoreAllMocks());

describe('network pages: accessibility (axe in jsdom)', () => {
  beforeEach(() => {
    // axe measures icon ligatures on a canvas, which jsdom does not draw.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    signedInAs();
  });

  it('/member-connect with an open branch and the referral link', async () => {
    demoNetwork();
    server.use(handle.get(apiUrl('auth/client/has-link-referrer'), () => ok({ canHasRefLink: true })));
    const { user } = renderHistory(MemberConnectPage, { path: '/member-connect' });
    await findHeading('Member Connect');
    await screen.findByRole('img', { name: vi('QR code of your referral link') });
    await user.click(await screen.findByRole('button', { name: /: lan$/ }));
    await screen.findByText(minh.fullName);
    // The level's sort and a member's latest orders, open.
    server.use(
      handle.get(apiUrl('auth/client/downline/:memberId/orders'), () =>
        ok({ items: [{ total: '100', pointTotal: '100', products: [{ code: 'PKG-STARTER', name: { vi: 'Gói Khởi đầu', en: 'Starter' }, quantity: 1 }], createdAt: '2026-02-01T03:00:00.000Z', completedAt: '2026-02-01T04:00:00.000Z' }] }),
      ),
    );
    expect(screen.getByRole('combobox', { name: new RegExp(vi('Sort by')) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /\(@lan\)$/ }));
    await screen.findByText(/Gói Khởi đầu/);
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('/register-new-member', async () => {
    renderHistory(RegisterNewMemberPage, { path: '/register-new-member' });
    await findHeading('Register Member');
    await screen.findByRole('heading', { name: vi('New member') });
    expect(await violations()).toEqual([]);
  });
});
