import { Hono } from 'hono';
import type { Context } from 'hono';

import { findMemberRecordWithTeamVolume, updateProfile } from '../db/users';
import { avatarNameOf, avatarUrlOf } from '../domain/avatars';
import { toMemberProfile } from '../domain/member-profile';
import { profileUpdateSchema } from '../../contract/requests/profile';
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES } from '../domain/uploads';
import { validationFailed } from '../http/errors';
import type { FieldErrors } from '../http/errors';
import { formTexts, multipartBodyLimit, readForm, readFormImage, refuseOversizedFile } from '../http/form';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { fieldErrors } from '../http/validate';
import { removeQuietly } from '../storage/uploads';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';

const TEXT_FIELDS = ['fullName', 'phone', 'dateOfBirth', 'address'] as const;

/** auth/client: the member's profile, and its update (multipart, with an optional avatar image). */
export function authClientProfileRoutes({ db, tokenKeys, now, sessionCheck, uploads }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const signedInMember = memberRecordLoader(db);
  // One query: every page's server render asks for the profile.
  const profileOf = async (c: Context<AuthEnv>) => {
    const found = await findMemberRecordWithTeamVolume(db, c.get('memberId'));
    if (!found) throw unauthorized(c);
    return toMemberProfile(found.record, found.teamVolume);
  };

  return new Hono<AuthEnv>()
    .get('/profile', member, async (c) => ok(c, await profileOf(c)))
    .put(
      '/profile/update',
      member,
      multipartBodyLimit(),
      refuseOversizedFile('avatar', MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES),
      async (c) => {
        const form = await readForm(c);
        const fields = profileUpdateSchema(now()).safeParse(formTexts(form, TEXT_FIELDS));
        const avatar = await readFormImage(form, 'avatar');
        const errors: FieldErrors = fields.success ? {} : fieldErrors(fields.error.issues);
        if (avatar.error) errors.avatar = avatar.error;
        if (!fields.success || avatar.error) throw validationFailed(errors);

        const before = await signedInMember(c);
        const avatarName = avatar.image ? await uploads.save('avatars', avatar.image.bytes, avatar.image.extension) : null;
        await updateProfile(db, before.id, { ...fields.data, ...(avatarName ? { avatarUrl: avatarUrlOf(avatarName) } : {}) });
        if (avatarName) await removeQuietly(uploads, 'avatars', [avatarNameOf(before.avatarUrl)]);
        return ok(c, await profileOf(c), 'Profile updated');
      },
    );
}
