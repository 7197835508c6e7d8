// Scale-out check, uploads: an avatar uploaded through A is served by B (UPLOAD_DIR on storage both share).
import { API_KEY, signIn } from './production-server';
import { PASSWORD, type ScaleOutContext } from './scale-out-context';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export async function checkSharedUploads({ a, b, report }: ScaleOutContext): Promise<void> {
  const { accessToken } = await signIn(a.origin, 'lan', PASSWORD);
  const form = new FormData();
  form.append('fullName', 'Phạm Thị Lan');
  form.append('phone', '0912000001');
  form.append('avatar', new File([new Uint8Array(PNG)], 'avatar.png', { type: 'image/png' }));
  const updated = await fetch(`${a.origin}/api/auth/client/profile/update`, {
    method: 'PUT',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${accessToken}` },
    body: form,
  });
  const url = ((await updated.json()) as { data?: { avatar?: { completedUrl?: string | null } } }).data?.avatar?.completedUrl;
  const served = url ? await fetch(`${b.origin}${url}`) : null;
  const bytes = served?.ok ? Buffer.from(await served.arrayBuffer()) : null;
  report.check(
    'an avatar uploaded through A is served by B (one UPLOAD_DIR)',
    updated.status === 200 && served?.status === 200 && !!bytes?.equals(PNG),
    `upload on A ${updated.status}, ${url ?? 'no URL'} on B ${served?.status ?? '-'}`,
  );
}
