import { screen, waitFor } from '@testing-library/react';
import { http as handle } from 'msw';
import { apiUrl, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { MEMBER_CONTENT, MemberPage, member, renderShell, settingsLoaded, signIn } from '../shell/helpers/renderShell';

/** The member page with its shell, once the shell's own calls are answered. */
async function renderMemberPage() {
  const view = renderShell(MemberPage, { path: '/dashboard' });
  await screen.findByText(MEMBER_CONTENT);
  // The account menu's trigger, in whichever language the page shows.
  await screen.findByRole('button', { name: new RegExp(member.fullName) });
  await settingsLoaded();
  await waitFor(() => expect(view.queryClient.getQueryState(['display-income', member.username])?.status).toBe('success'));
  return view;
}

/** Records the languages the portal told the server. */
function recordLanguageCalls() {
  const sent: unknown[] = [];
  server.use(
    handle.put(apiUrl('auth/client/language'), async ({ request }) => {
      const body = (await request.json()) as { language: string };
      sent.push(body);
      return ok({ language: body.language });
    }),
  );
  return sent;
}

describe("the member's language on the server", () => {
  it('is told the language this browser uses when the profile says another', async () => {
    window.localStorage.setItem('language', 'en-US');
    signIn({ ...member, language: 'vi-VN' });
    const sent = recordLanguageCalls();
    await renderMemberPage();
    await waitFor(() => expect(sent).toEqual([{ language: 'en-US' }]));
    // Once: the profile in the store says en-US now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });

  it('is not called when they agree', async () => {
    signIn({ ...member, language: 'vi-VN' });
    const sent = recordLanguageCalls();
    await renderMemberPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('is told each language the member picks', async () => {
    signIn({ ...member, language: 'vi-VN' });
    const sent = recordLanguageCalls();
    const { user } = await renderMemberPage();

    await user.click(await screen.findByRole('button', { name: 'Ngôn ngữ: VI' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(sent).toEqual([{ language: 'en-US' }]));

    await user.click(await screen.findByRole('button', { name: 'Language: EN' }));
    await user.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(sent).toEqual([{ language: 'en-US' }, { language: 'vi-VN' }]));
  });

  it('is not repeated after a failure until the language changes again', async () => {
    window.localStorage.setItem('language', 'en-US');
    signIn({ ...member, language: 'vi-VN' });
    let calls = 0;
    server.use(
      handle.put(apiUrl('auth/client/language'), () => {
        calls += 1;
        return new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }), { status: 500 });
      }),
    );
    await renderMemberPage();
    await waitFor(() => expect(calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
  });
});
