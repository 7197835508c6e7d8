import { Hono } from 'hono';

import type { AntiPhishingCode } from '../../contract/anti-phishing';
import { antiPhishingSchema } from '../../contract/requests/anti-phishing';
import { memberLanguageSchema } from '../../contract/requests/language';
import { findAntiPhishingPhrase, replaceAntiPhishingPhrase, setMemberLanguage } from '../db/member-mail-settings';
import { ANTI_PHISHING_MESSAGES, antiPhishingView } from '../domain/anti-phishing';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';

/**
 * auth/client: what the member's e-mails carry. The anti-phishing code (shown at the top of every mail) is set,
 * changed or removed with the secure password (and the authenticator code when 2FA is on: checked like a money
 * operation) and alerts like a credential change; it is never logged nor sent back
 * whole. The language is the one the member picked in the portal.
 */
export function authClientMailSettingsRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const authorize = moneyAuthorizer({ db, config, now });
  const sendAlert = securityAlerter(deps);

  return new Hono<AuthEnv>()
    .get('/anti-phishing', member, async (c) => {
      const phrase = await findAntiPhishingPhrase(db, c.get('memberId'));
      if (phrase === undefined) throw unauthorized(c);
      c.header('Cache-Control', 'no-store');
      return ok<AntiPhishingCode>(c, antiPhishingView(phrase));
    })
    .put('/anti-phishing', member, async (c) => {
      const { phrase, ...confirmation } = validate(antiPhishingSchema, await readJson(c));
      const userId = c.get('memberId');
      const previous = await authorize(c, confirmation, () => replaceAntiPhishingPhrase(db, userId, phrase));
      if (previous === undefined) throw unauthorized(c);
      if (previous !== phrase) {
        console.info(`[auth] User ${userId} ${phrase ? 'set' : 'removed'} their anti-phishing code`);
        // The alert shows the code the member knew (when there was one): the new one would look like a stranger's.
        await sendAlert(c, userId, 'ANTI_PHISHING', { antiPhishingPhrase: previous ?? undefined });
      }
      return ok<AntiPhishingCode>(c, antiPhishingView(phrase), phrase ? ANTI_PHISHING_MESSAGES.saved : ANTI_PHISHING_MESSAGES.removed);
    })
    .put('/language', member, async (c) => {
      const { language } = validate(memberLanguageSchema, await readJson(c));
      await setMemberLanguage(db, c.get('memberId'), language);
      return ok(c, { language });
    });
}
