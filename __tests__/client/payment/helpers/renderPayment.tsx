import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle } from 'msw';
import type { PayoutDetails } from '@/contract/payout';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';
import vietnamese from '@/locales/vi-VN.json';
import { apiUrl, ok } from '../../../setup/handlers';
import { server } from '../../../setup/server';
import { createFakeRouter } from '../../auth/helpers/fakeRouter';
import { renderWithAuth } from '../../auth/helpers/renderWithAuth';

export const vi = (key: keyof typeof vietnamese): string => vietnamese[key];

export const storedPayout: PayoutDetails = {
  bankCode: 'VCB',
  accountNumber: '0011001234567',
  accountName: 'NGUYEN VAN A',
  walletAddress: null,
};

/** Answers GET auth/client/payment with `payout` (null: nothing saved yet). */
export function payoutIs(payout: PayoutDetails | null) {
  server.use(handle.get(apiUrl('auth/client/payment'), () => ok(payout)));
}

/** /setting/payment inside the app's providers; resolves once the Vietnamese page shows its bank card. */
export async function renderPayment(payout: PayoutDetails | null = storedPayout) {
  payoutIs(payout);
  const view = renderWithAuth(<PaymentSettingsView />, { router: createFakeRouter({ pathname: '/setting/payment' }) });
  await screen.findByRole('heading', { name: vi('Bank account') });
  await screen.findByRole('combobox', { name: vi('Bank') });
  return { ...view, user: userEvent.setup() };
}
