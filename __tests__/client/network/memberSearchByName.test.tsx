import { screen, waitFor, within } from '@testing-library/react';
import MemberConnectPage from '@/pages/member-connect';
import { findHeading, renderHistory, vi, viWith } from '../history/helpers/renderHistory';
import { demoNetwork, hoa, lan, minh, recordGet, signedInAs } from './helpers/networkFixtures';

jest.setTimeout(30_000);

const nodeOf = (username: string) => document.querySelector<HTMLElement>(`[data-username="${username}"]`);
const match = ({ _id, username, fullName, level }: typeof hoa) => ({ _id, username, fullName, level });

async function openPage() {
  const view = renderHistory(MemberConnectPage, { path: '/member-connect' });
  await findHeading('Member Connect');
  await screen.findByText(lan.fullName);
  return view;
}

const field = () => screen.getByRole('textbox', { name: vi('Username or name') });

describe('/member-connect: finding a member by the start of a name', () => {
  beforeEach(() => signedInAs());

  it('suggests the team members whose name starts with what is typed; picking one opens the tree down to them', async () => {
    demoNetwork();
    const asked = recordGet('auth/client/downline/matches', () => ({ items: [match(hoa), match(minh)], more: false }));
    const searches = recordGet('auth/client/downline/search', () => ({ node: hoa, nodes: [lan, minh, hoa], path: [lan._id, minh._id, hoa._id] }));
    const { user } = await openPage();

    await user.type(field(), 'Đỗ H');

    const list = await screen.findByRole('list', { name: vi('Members found') });
    // Asked once the typing paused, with the text as typed (the server folds case and accents).
    expect(asked).toEqual([{ q: 'Đỗ H' }]);
    expect(screen.getByText(viWith('%count% members found', { count: 2 }))).toBeInTheDocument();
    const hoaButton = within(list).getByRole('button', { name: new RegExp(hoa.fullName) });
    expect(hoaButton).toHaveTextContent(viWith('%username% · level %level%', { username: 'hoa', level: 3 }));

    await user.click(hoaButton);

    await waitFor(() => expect(nodeOf('hoa')).toHaveAttribute('aria-current', 'true'));
    expect(searches).toEqual([{ username: 'hoa' }]);
    expect(field()).toHaveValue('hoa');
    expect(screen.queryByRole('list', { name: vi('Members found') })).not.toBeInTheDocument();
  });

  it('"Find" with several matches lists them, and says when there are more than it shows', async () => {
    demoNetwork();
    recordGet('auth/client/downline/matches', () => ({ items: [match(minh), match(hoa)], more: true }));
    const searches = recordGet('auth/client/downline/search', () => ({ node: hoa, nodes: [hoa], path: [hoa._id] }));
    const { user } = await openPage();

    await user.type(field(), 'p');
    await user.click(screen.getByRole('button', { name: vi('Find') }));

    const list = await screen.findByRole('list', { name: vi('Members found') });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText(vi('More members match: type more of the name.'))).toBeInTheDocument();
    expect(searches).toEqual([]);
  });
});
