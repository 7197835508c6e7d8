import { screen, waitFor, within } from '@testing-library/react';
import MemberConnectPage from '@/pages/member-connect';
import { findHeading, renderHistory, vi } from '../history/helpers/renderHistory';
import type { DownlineNode } from '@/contract/network';
import { apiUrl, demoNetwork, fail, handle, hoa, lan, minh, ok, page, parentIds, recordGet, server, signedInAs, summary, tuan } from './helpers/networkFixtures';

const nodeOf = (username: string) => document.querySelector<HTMLElement>(`[data-username="${username}"]`);
const toggleOf = (username: string) =>
  within(nodeOf(username) as HTMLElement).getByRole('button', { name: new RegExp(`: ${username}$`) });

/** The team search's matches answer (auth/client/downline/matches), whatever is typed. */
function matchesAre(nodes: DownlineNode[]) {
  server.use(handle.get(apiUrl('auth/client/downline/matches'), () => ok({ items: nodes.map(({ _id, username, fullName, level }) => ({ _id, username, fullName, level })), more: false })));
}

async function openPage(query: Record<string, string> = {}) {
  const view = renderHistory(MemberConnectPage, { path: '/member-connect', query });
  await findHeading('Member Connect');
  return view;
}

describe('/member-connect', () => {
  beforeEach(() => signedInAs());

  it('shows the team totals and level 1, and loads a node’s members only when it is expanded', async () => {
    const queries = demoNetwork();
    const { user } = await openPage();

    expect(await screen.findByText(lan.fullName)).toBeInTheDocument();
    expect(screen.getByText(tuan.fullName)).toBeInTheDocument();
    expect(screen.getByText('Gói Vàng')).toBeInTheDocument();
    expect(within(nodeOf('tuan') as HTMLElement).getByText(vi('No package'))).toBeInTheDocument();
    expect(within(nodeOf('tuan') as HTMLElement).queryByRole('button', { name: new RegExp(vi('Show team')) })).not.toBeInTheDocument();
    const totals = screen.getByRole('region', { name: vi('Team totals') });
    expect(await within(totals).findByText(String(summary.teamSize))).toBeInTheDocument();
    expect(within(totals).getByText('$1.600,50')).toBeInTheDocument();
    expect(parentIds(queries)).toEqual([]);

    const toggle = toggleOf('lan');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(await screen.findByText(minh.fullName)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(parentIds(queries)).toEqual([lan._id]);

    await user.click(toggle);
    expect(screen.queryByText(minh.fullName)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText(minh.fullName)).toBeInTheDocument();
    expect(parentIds(queries)).toEqual([lan._id]);
  });

  it('finds a member by username: opens the path and highlights them', async () => {
    const queries = demoNetwork();
    const searches = recordGet('auth/client/downline/search', () => ({ node: hoa, nodes: [lan, minh, hoa], path: [lan._id, minh._id, hoa._id] }));
    matchesAre([hoa]);
    const { user } = await openPage();
    await screen.findByText(lan.fullName);

    await user.type(screen.getByRole('textbox', { name: vi('Username or name') }), 'hoa');
    await user.click(screen.getByRole('button', { name: vi('Find') }));

    expect(await screen.findByText(hoa.fullName)).toBeInTheDocument();
    expect(searches).toEqual([{ username: 'hoa' }]);
    expect(parentIds(queries)).toEqual([lan._id, minh._id]);
    await waitFor(() => expect(nodeOf('hoa')).toHaveAttribute('aria-current', 'true'));
    expect(nodeOf('hoa')).toHaveFocus();
    expect(toggleOf('lan')).toHaveAttribute('aria-expanded', 'true');
    expect(toggleOf('minh')).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when no member of the team starts with the text', async () => {
    demoNetwork();
    matchesAre([]);
    const searches = recordGet('auth/client/downline/search', () => ({ node: hoa, nodes: [hoa], path: [hoa._id] }));
    const { user } = await openPage();

    await user.type(screen.getByRole('textbox', { name: vi('Username or name') }), 'stranger');
    await user.click(screen.getByRole('button', { name: vi('Find') }));

    expect(await screen.findByText(vi('No member of your team starts with this'))).toBeInTheDocument();
    expect(searches).toEqual([]);
  });

  it('searches ?focus= on load', async () => {
    demoNetwork();
    const searches = recordGet('auth/client/downline/search', () => ({ node: minh, nodes: [lan, minh], path: [lan._id, minh._id] }));
    await openPage({ focus: 'minh' });

    await waitFor(() => expect(nodeOf('minh')).toHaveAttribute('aria-current', 'true'));
    expect(searches).toEqual([{ username: 'minh' }]);
    expect(screen.getByRole('textbox', { name: vi('Username or name') })).toHaveValue('minh');
  });

  it('says to wait, not that the members could not be loaded, when the server limits the team pages (429)', async () => {
    demoNetwork();
    const { user } = await openPage();
    expect(await screen.findByText(lan.fullName)).toBeInTheDocument();
    server.use(handle.get(apiUrl('auth/client/downline'), () => fail(429, 'RATE_LIMITED')));

    await user.click(toggleOf('lan'));

    expect(await screen.findByText(vi('Too many attempts, try again later'), {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(vi('The members could not be loaded, please try again'))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Try again') })).toBeInTheDocument();
  });

  it('shows the empty state with a link to register a member', async () => {
    server.use(
      handle.get(apiUrl('auth/client/downline'), () => ok(page([]))),
      handle.get(apiUrl('auth/client/team-summary'), () => ok({ directCount: 0, teamSize: 0, teamVolume: '0' })),
    );
    await openPage();

    expect(await screen.findByText(new RegExp(vi('No members in your network yet')))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: vi('Your network') })).getByRole('link', { name: vi('Register a new member') })).toHaveAttribute('href', '/register-new-member');
  });

  describe('a level larger than a page', () => {
    const member = (index: number): DownlineNode => ({ ...tuan, _id: `id-m${index}`, username: `m${index}`, fullName: `Member ${index}` });
    const big = Array.from({ length: 5 }, (_, index) => member(index));

    function bigLevel() {
      server.use(handle.get(apiUrl('auth/client/team-summary'), () => ok({ ...summary, directCount: big.length })));
      return recordGet('auth/client/downline', ({ cursor }) => (cursor === 'after-m2' ? page(big.slice(3)) : page(big.slice(0, 3), 'after-m2')));
    }

    it('shows the first page and loads the next one with the cursor on "Show more members"', async () => {
      const queries = bigLevel();
      const { user } = await openPage();
      await screen.findByText('Member 2');
      expect(screen.queryByText('Member 3')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: vi('Show more members (%count% left)').replace('%count%', '2') }));

      expect(await screen.findByText('Member 4')).toBeInTheDocument();
      expect(queries.map((query) => query.cursor ?? null)).toEqual([null, 'after-m2']);
      expect(screen.queryByRole('button', { name: new RegExp(vi('Show more members')) })).not.toBeInTheDocument();
    });

    it('shows a member found by search in its level before its page is loaded', async () => {
      bigLevel();
      server.use(handle.get(apiUrl('auth/client/downline/search'), () => ok({ node: big[4], nodes: [big[4]], path: [big[4]._id] })));
      matchesAre([big[4]]);
      const { user } = await openPage();
      await screen.findByText('Member 0');

      await user.type(screen.getByRole('textbox', { name: vi('Username or name') }), 'm4');
      await user.click(screen.getByRole('button', { name: vi('Find') }));

      await waitFor(() => expect(nodeOf('m4')).toHaveAttribute('aria-current', 'true'));
      expect(screen.queryByText('Member 3')).not.toBeInTheDocument();
    });
  });
});
