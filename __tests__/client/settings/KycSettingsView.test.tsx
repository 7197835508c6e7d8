import { screen, waitFor, within } from '@testing-library/react';
import type { Kyc } from '@/contract/kyc';
import KycSettingsView from '@/components/setting/KycSettingsView';
import { renderSettings, vi, viWith } from './helpers/renderSettings';
import { apiUrl, fail, FIVE_MB, handle, imageFile, ok, recordMultipart, server, signedInAs } from './helpers/settingsFixtures';

const NONE: Kyc = {
  status: 'NONE',
  rejectReason: null,
  documentType: null,
  documentNumber: null,
  submittedAt: null,
  files: { front: null, back: null, selfie: null },
};

const PENDING: Kyc = {
  status: 'PENDING',
  rejectReason: null,
  documentType: 'ID_CARD',
  documentNumber: '079123456789',
  submittedAt: '2026-03-04T05:06:00.000Z',
  files: { front: '/api/auth/client/kyc/file/a.png', back: '/api/auth/client/kyc/file/b.png', selfie: '/api/auth/client/kyc/file/c.png' },
};

/** The KYC state the server answers, changeable by the test; counts the requests. */
function kycState(initial: Kyc) {
  const state = { current: initial, calls: 0 };
  server.use(
    handle.get(apiUrl('auth/client/kyc'), () => {
      state.calls += 1;
      return ok(state.current);
    }),
  );
  return state;
}

async function renderKyc() {
  const view = await renderSettings(KycSettingsView, '/setting/kyc', 'KYC');
  await screen.findByRole('region', { name: vi('Verification status') });
  return view;
}

const statusCard = () => screen.getByRole('region', { name: vi('Verification status') });
const form = () => screen.getByRole('region', { name: vi('Verify your identity') });
const queryForm = () => screen.queryByRole('region', { name: vi('Verify your identity') });

async function fillForm(user: Awaited<ReturnType<typeof renderKyc>>['user'], type: 'ID_CARD' | 'PASSPORT' = 'ID_CARD') {
  const inForm = within(form());
  if (type === 'PASSPORT') await user.selectOptions(inForm.getByLabelText(vi('Document type')), 'PASSPORT');
  await user.type(inForm.getByLabelText(vi('Document number')), ' b1234567 ');
  await user.upload(inForm.getByLabelText(vi('Front side')), imageFile('front.jpg', 300, 'image/jpeg'));
  if (type !== 'PASSPORT') await user.upload(inForm.getByLabelText(vi('Back side')), imageFile('back.png', 200));
  await user.upload(inForm.getByLabelText(vi('Selfie holding the document')), imageFile('selfie.webp', 100, 'image/webp'));
}

describe('KycSettingsView', () => {
  beforeEach(() => signedInAs());

  it('sends the document as multipart, then shows it pending and read-only', async () => {
    const state = kycState(NONE);
    const bodies = recordMultipart('post', 'auth/client/kyc/update', () => {
      state.current = { ...PENDING, documentNumber: 'B1234567' };
      return ok(state.current);
    });
    const { user } = await renderKyc();
    expect(within(statusCard()).getByText(vi('Not submitted'))).toBeInTheDocument();

    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));

    expect(await screen.findByText(vi('Your documents were sent for review'))).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        documentType: 'ID_CARD',
        documentNumber: 'B1234567',
        front: { name: 'front.jpg', size: 300, type: 'image/jpeg' },
        back: { name: 'back.png', size: 200, type: 'image/png' },
        selfie: { name: 'selfie.webp', size: 100, type: 'image/webp' },
      },
    ]);
    expect(within(statusCard()).getByText(vi('Waiting for review'))).toBeInTheDocument();
    expect(queryForm()).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: vi('Submitted document') });
    expect(within(details).getByText('B1234567')).toBeInTheDocument();
    expect(within(details).getByText(vi('ID card'))).toBeInTheDocument();
  });

  it('hides the back side for a passport and sends none', async () => {
    kycState(NONE);
    const bodies = recordMultipart('post', 'auth/client/kyc/update', () => ok({ ...PENDING, documentType: 'PASSPORT' }));
    const { user } = await renderKyc();
    expect(within(form()).getByLabelText(vi('Back side'))).toBeInTheDocument();

    await fillForm(user, 'PASSPORT');

    expect(within(form()).queryByLabelText(vi('Back side'))).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));
    await screen.findByText(vi('Your documents were sent for review'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0].documentType).toBe('PASSPORT');
    expect(bodies[0]).not.toHaveProperty('back');
  });

  it('previews a chosen photo and refuses one over 5 MB', async () => {
    kycState(NONE);
    const { user } = await renderKyc();
    const front = within(form()).getByLabelText(vi('Front side'));

    await user.upload(front, imageFile('front.png'));
    expect(within(form()).getByRole('img', { name: viWith('%name% preview', { name: vi('Front side') }) }).getAttribute('src')).toMatch(/^blob:/);

    await user.upload(front, imageFile('huge.png', FIVE_MB + 1));
    expect(within(form()).getByText(vi('The image must be at most 5 MB'))).toBeInTheDocument();
    expect(within(form()).queryByRole('img', { name: viWith('%name% preview', { name: vi('Front side') }) })).not.toBeInTheDocument();
  });

  it('asks for the number and every photo before calling the server', async () => {
    kycState(NONE);
    const bodies = recordMultipart('post', 'auth/client/kyc/update', () => ok(PENDING));
    const { user } = await renderKyc();

    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));

    expect(await within(form()).findByText(vi('Enter the document number'))).toBeInTheDocument();
    expect(within(form()).getAllByText(vi('Choose a photo'))).toHaveLength(3);
    await user.type(within(form()).getByLabelText(vi('Document number')), '12ab');
    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));
    expect(await within(form()).findByText(vi('Document number must be 6 to 20 letters or digits'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('puts the server field errors under their fields and toasts the message', async () => {
    kycState(NONE);
    recordMultipart('post', 'auth/client/kyc/update', () =>
      fail(400, 'VALIDATION_FAILED', { fields: { front: 'UPLOAD_WRONG_TYPE', documentNumber: 'DOCUMENT_NUMBER_RULE' } }),
    );
    const { user } = await renderKyc();

    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));

    expect(await screen.findByText(vi('Validation failed'))).toBeInTheDocument();
    const front = within(form()).getByLabelText(vi('Front side'));
    expect(front).toHaveAttribute('aria-invalid', 'true');
    expect(front.getAttribute('aria-describedby')).toContain(within(form()).getByText(vi('The file must be a JPEG, PNG or WebP image')).id);
    const number = within(form()).getByLabelText(vi('Document number'));
    expect(number.getAttribute('aria-describedby')).toContain(
      within(form()).getByText(vi('Document number must be 6 to 20 letters or digits')).id,
    );
    expect(within(form()).getByLabelText(vi('Back side'))).not.toHaveAttribute('aria-invalid');
  });

  it('toasts a 409 and shows the state the server now has', async () => {
    const state = kycState(NONE);
    recordMultipart('post', 'auth/client/kyc/update', () => {
      state.current = PENDING;
      return fail(409, 'KYC_LOCKED');
    });
    const { user } = await renderKyc();

    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));

    expect(await screen.findByText(vi('KYC is already pending or approved'))).toBeInTheDocument();
    await waitFor(() => expect(within(statusCard()).getByText(vi('Waiting for review'))).toBeInTheDocument());
    expect(queryForm()).not.toBeInTheDocument();
  });

  it('is read-only while pending, with the submitted details', async () => {
    kycState(PENDING);
    await renderKyc();

    expect(within(statusCard()).getByText(vi('Waiting for review'))).toBeInTheDocument();
    expect(queryForm()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: vi('Send for review') })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: vi('Submitted document') });
    expect(within(details).getByText('079123456789')).toBeInTheDocument();
    expect(within(details).getByText(vi('ID card'))).toBeInTheDocument();
  });

  it('is read-only once approved', async () => {
    kycState({ ...PENDING, status: 'APPROVED', documentType: 'DRIVER_LICENSE' });
    await renderKyc();

    expect(within(statusCard()).getByText(vi('Approved'))).toBeInTheDocument();
    expect(queryForm()).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: vi('Submitted document') })).getByText(vi("Driver's license"))).toBeInTheDocument();
  });

  it('shows the reason of a rejection and the form again, with the previous document', async () => {
    kycState({ ...PENDING, status: 'REJECTED', rejectReason: 'The photo is blurred', documentType: 'PASSPORT', documentNumber: 'C7654321' });
    await renderKyc();

    expect(within(statusCard()).getByText(vi('Rejected'))).toBeInTheDocument();
    expect(within(statusCard()).getByText(viWith('Reason: %reason%', { reason: 'The photo is blurred' }))).toBeInTheDocument();
    expect(within(form()).getByLabelText(vi('Document type'))).toHaveValue('PASSPORT');
    expect(within(form()).getByLabelText(vi('Document number'))).toHaveValue('C7654321');
    expect(within(form()).queryByLabelText(vi('Back side'))).not.toBeInTheDocument();
  });

  it('sends the documents again after a rejection: pending, the reason gone, the form closed', async () => {
    const state = kycState({ ...PENDING, status: 'REJECTED', rejectReason: 'The photo is blurred' });
    const bodies = recordMultipart('post', 'auth/client/kyc/update', () => {
      state.current = { ...PENDING, documentNumber: 'B1234567', submittedAt: '2026-03-06T01:00:00.000Z' };
      return ok(state.current);
    });
    const { user } = await renderKyc();
    expect(within(statusCard()).getByText(viWith('Reason: %reason%', { reason: 'The photo is blurred' }))).toBeInTheDocument();

    await user.clear(within(form()).getByLabelText(vi('Document number')));
    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: vi('Send for review') }));

    expect(await screen.findByText(vi('Your documents were sent for review'))).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ documentType: 'ID_CARD', documentNumber: 'B1234567', selfie: { name: 'selfie.webp' } });
    expect(within(statusCard()).getByText(vi('Waiting for review'))).toBeInTheDocument();
    expect(within(statusCard()).queryByText(viWith('Reason: %reason%', { reason: 'The photo is blurred' }))).not.toBeInTheDocument();
    expect(queryForm()).not.toBeInTheDocument();
  });

  it('offers a retry when the state cannot be loaded', async () => {
    server.use(handle.get(apiUrl('auth/client/kyc'), () => fail(500, 'INTERNAL_ERROR'), { once: true }));
    const { user } = await renderKyc();
    expect(screen.getByText(vi('The verification status could not be loaded.'))).toBeInTheDocument();

    kycState(PENDING);
    await user.click(screen.getByRole('button', { name: vi('Try again') }));

    expect(await screen.findByText(vi('Waiting for review'))).toBeInTheDocument();
  });
});
