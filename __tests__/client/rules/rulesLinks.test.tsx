import { screen, within } from '@testing-library/react';
import SignUpView from '@/components/auth/SignUpView';
import PlanPage from '@/pages/plan';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { findHeading, renderWithAuth } from '../auth/helpers/renderWithAuth';
import { MemberPage, renderShell, signIn, vi } from '../shell/helpers/renderShell';
import { answerPlan } from './rulesFixtures';

describe('links to the plan and the fees', () => {
  it('sign-up links both, each in a new tab so the form keeps what was typed', async () => {
    renderWithAuth(<SignUpView />, { router: createFakeRouter({ pathname: '/sign-up' }) });
    await findHeading('Sign up');

    for (const [name, href] of [
      [vi('Compensation plan'), '/plan'],
      [vi('Fees and limits'), '/fees'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it("the public pages' footer links both", async () => {
    answerPlan();
    renderShell(PlanPage, { path: '/plan' });

    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: vi('Compensation plan') })).toHaveAttribute('href', '/plan');
    expect(footer.getByRole('link', { name: vi('Fees and limits') })).toHaveAttribute('href', '/fees');
  });

  it("the member pages' footer links both", async () => {
    signIn();
    renderShell(MemberPage, { path: '/wallet' });

    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: vi('Compensation plan') })).toHaveAttribute('href', '/plan');
    expect(footer.getByRole('link', { name: vi('Fees and limits') })).toHaveAttribute('href', '/fees');
  });
});
