import { screen, waitFor, within } from '@testing-library/react';
import MemberSearchView from '@/components/ops/members/MemberSearchView';
import { apiUrl, handle, ok, renderOps, rowsOf, server, tableNamed, vi, viWith } from './helpers/renderOps';

const hit = (username: string) => ({
  username,
  fullName: `Tên ${username}`,
  email: `${username}@example.com`,
  phone: '0912000001',
  referralCode: username.toUpperCase(),
  kycStatus: 'NONE' as const,
  locked: username === 'demo2fa',
  createdAt: '2026-03-04T05:06:00.000Z',
});

// Whole console flows (shell, session, dialogs): slower than a unit under a loaded machine.
jest.setTimeout(20_000);

describe('MemberSearchView', () => {
  it('searches by what was typed and links each hit to its page, pages by key', async () => {
    const asked: string[] = [];
    server.use(
      handle.get(apiUrl('ops/members'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('q')}|${url.searchParams.get('cursor') ?? ''}`);
        return url.searchParams.get('cursor')
          ? ok({ items: [hit('demo3')], limit: 20, nextCursor: null })
          : ok({ items: [hit('demo'), hit('demo2fa')], limit: 20, nextCursor: 'next-1' });
      }),
    );
    const { user } = await renderOps(MemberSearchView, '/ops/members', 'Members');
    await user.type(screen.getByRole('searchbox', { name: vi('Username, e-mail, phone, full name or referral code') }), 'demo');
    await user.click(screen.getByRole('button', { name: vi('Search') }));

    const table = await screen.findByRole('table', { name: vi('Members found') });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/ops/members/demo');
    expect(within(rows[1]).getByText(`${vi('Not submitted')} · ${vi('Locked')}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: vi('Older') }));
    await waitFor(() => expect(rowsOf(tableNamed(vi('Members found')))).toHaveLength(1));
    expect(asked).toEqual(['demo|', 'demo|next-1']);
  });

  it('asks nothing for one character and says why; says when nothing matches', async () => {
    const asked: string[] = [];
    server.use(
      handle.get(apiUrl('ops/members'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return ok({ items: [], limit: 20, nextCursor: null });
      }),
    );
    const { user } = await renderOps(MemberSearchView, '/ops/members', 'Members');
    const box = screen.getByRole('searchbox', { name: vi('Username, e-mail, phone, full name or referral code') });
    await user.type(box, 'd');
    await user.click(screen.getByRole('button', { name: vi('Search') }));
    expect(box).toHaveAccessibleDescription(vi('Type 2 to 100 characters of a username, e-mail, phone, referral code or full name'));
    await user.type(box, 'x');
    await user.click(screen.getByRole('button', { name: vi('Search') }));
    expect(await screen.findByText(viWith('No member matches %query%.', { query: 'dx' }))).toBeInTheDocument();
    expect(asked).toEqual(['dx']);
  });
});
