import { screen, within } from '@testing-library/react';
import MemberConnectPage from '@/pages/member-connect';
import type { DownlineMemberOrder } from '@/contract/network';
import { findHeading, renderHistory, vi, viWith } from '../history/helpers/renderHistory';
import { apiUrl, demoNetwork, fail, handle, lan, minh, ok, page, recordGet, server, signedInAs, tuan } from './helpers/networkFixtures';

const nodeOf = (username: string) => document.querySelector<HTMLElement>(`[data-username="${username}"]`) as HTMLElement;
const ordersButton = (username: string) =>
  within(nodeOf(username)).getByRole('button', { name: new RegExp(`^${vi('Show latest orders')}\\s*\\(@${username}\\)$`) });
const namesShown = () => Array.from(document.querySelectorAll<HTMLElement>('[data-username]')).map((node) => node.dataset.username);

jest.setTimeout(20_000);

async function openPage() {
  const view = renderHistory(MemberConnectPage, { path: '/member-connect' });
  await findHeading('Member Connect');
  return view;
}

const lanOrders: DownlineMemberOrder[] = [
  {
    total: '1200.5',
    pointTotal: '1200.5',
    products: [{ code: 'MIN-10TIB', name: { vi: 'Gói 10 TiB', en: '10 TiB' }, quantity: 2 }],
    createdAt: '2026-03-02T03:00:00.000Z',
    completedAt: '2026-03-02T04:00:00.000Z',
  },
  {
    total: '100',
    pointTotal: '100',
    products: [{ code: 'PKG-STARTER', name: { vi: 'Gói Khởi đầu', en: 'Starter' }, quantity: 1 }],
    createdAt: '2026-02-01T03:00:00.000Z',
    completedAt: '2026-02-01T05:00:00.000Z',
  },
];

describe('/member-connect team activity', () => {
  beforeEach(() => signedInAs());

  it("shows each member's own sales beside its team volume", async () => {
    demoNetwork();
    server.use(
      handle.get(apiUrl('auth/client/downline'), () => ok(page([{ ...lan, ownVolume: '250.75' }, tuan]))),
    );
    await openPage();
    await screen.findByText(lan.fullName);
    const facts = within(nodeOf('lan'));
    expect(facts.getByText(vi('Own sales')).nextElementSibling).toHaveTextContent('$250,75');
    expect(facts.getByText(vi('Team volume')).nextElementSibling).toHaveTextContent('$1.500,50');
  });

  it('sorts a level on the server by team volume or own sales, and back by join date', async () => {
    demoNetwork();
    const byTeam = [{ ...tuan, teamVolume: '9000' }, lan];
    const queries = recordGet('auth/client/downline', ({ sort }) => page(sort === 'teamVolume' ? byTeam : sort === 'ownVolume' ? [tuan, lan] : [lan, tuan]));
    const { user } = await openPage();
    await screen.findByText(lan.fullName);
    expect(namesShown()).toEqual(['lan', 'tuan']);

    const select = screen.getByRole('combobox', { name: `${vi('Sort by')}: ${vi('Level 1 members')}` });
    await user.selectOptions(select, 'teamVolume');
    await screen.findByText(vi('Team volume (highest first)'));
    await within(nodeOf('tuan')).findByText('$9.000,00');
    expect(namesShown()).toEqual(['tuan', 'lan']);
    expect(queries.at(-1)).toEqual({ sort: 'teamVolume' });

    await user.selectOptions(select, 'joined');
    expect(namesShown()).toEqual(['lan', 'tuan']);
    expect(queries.some((query) => query.sort === 'joined')).toBe(false);
    expect(queries.filter((query) => query.sort === undefined)).toHaveLength(1);
  });

  it("sorts an expanded member's level on its own", async () => {
    demoNetwork();
    const lanTeam = [minh, { ...minh, _id: 'id-mai', username: 'mai', fullName: 'Vũ Mai', ownVolume: '80' }];
    const queries = recordGet('auth/client/downline', ({ parentId, sort }) =>
      page(parentId === lan._id ? (sort === 'ownVolume' ? [...lanTeam].reverse() : lanTeam) : [{ ...lan, childCount: 2 }, tuan]),
    );
    const { user } = await openPage();
    await screen.findByText(lan.fullName);
    await user.click(within(nodeOf('lan')).getByRole('button', { name: /\(2\)\s*: lan$/ }));
    await screen.findByText('Vũ Mai');

    await user.selectOptions(screen.getByRole('combobox', { name: `${vi('Sort by')}: ${viWith('Team of %name%', { name: lan.fullName })}` }), 'ownVolume');
    await within(nodeOf('mai')).findByText('$80,00');
    expect(namesShown()).toEqual(['lan', 'mai', 'minh', 'tuan']);
    expect(queries.at(-1)).toEqual({ parentId: lan._id, sort: 'ownVolume' });
  });

  it("lists a member's latest orders when asked: amounts, products and dates", async () => {
    demoNetwork();
    const asked: string[] = [];
    server.use(
      handle.get(apiUrl('auth/client/downline/:memberId/orders'), ({ params }) => {
        asked.push(String(params.memberId));
        return ok({ items: lanOrders });
      }),
    );
    const { user } = await openPage();
    await screen.findByText(lan.fullName);
    expect(asked).toEqual([]);

    const button = ordersButton('lan');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const list = within(await screen.findByRole('list', { name: viWith('Latest orders of %name%', { name: lan.fullName }) }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('$1.200,50');
    expect(items[0]).toHaveTextContent('Gói 10 TiB × 2');
    expect(items[0].querySelectorAll('time')[0]).toHaveAttribute('dateTime', '2026-03-02T03:00:00.000Z');
    expect(items[0].querySelectorAll('time')[1]).toHaveAttribute('dateTime', '2026-03-02T04:00:00.000Z');
    expect(items[1]).toHaveTextContent('Gói Khởi đầu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toEqual([lan._id]);

    await user.click(button);
    expect(screen.queryByRole('list', { name: viWith('Latest orders of %name%', { name: lan.fullName }) })).not.toBeInTheDocument();
  });

  it('says when a member has no completed order, and when the orders cannot be loaded', async () => {
    demoNetwork();
    server.use(
      handle.get(apiUrl('auth/client/downline/:memberId/orders'), ({ params }) =>
        params.memberId === lan._id ? ok({ items: [] }) : fail(404, 'MEMBER_NOT_FOUND'),
      ),
    );
    const { user } = await openPage();
    await screen.findByText(lan.fullName);
    await user.click(ordersButton('lan'));
    expect(await within(nodeOf('lan')).findByText(vi('No completed orders yet'))).toBeInTheDocument();
    await user.click(ordersButton('tuan'));
    expect(await within(nodeOf('tuan')).findByText(vi('The orders could not be loaded'), {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
