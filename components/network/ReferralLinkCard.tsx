import styled from 'styled-components';
import Card from '@/components/ui/Card';
import CopyableValue from '@/components/ui/CopyableValue';
import Note from '@/components/ui/Note';
import QrCode from '@/components/ui/QrCode';
import { useCopyLink } from '@/hooks/network/useCopyLink';
import { useHasLinkReferrer } from '@/hooks/network/useHasLinkReferrer';
import { useReferralLink } from '@/hooks/network/useReferralLink';
import { useTranslation } from '@/hooks/useTranslation';

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
`;

const LinkColumn = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

/** One line, framed: the whole link where it fits, else cut in the middle with its `?ref=CODE` in view. */
const LinkText = styled(CopyableValue)`
  display: flex;
  flex-wrap: wrap;

  /* At least 220 px for the link: on a phone the button goes below it rather than leave only \`?ref=CODE\`. */
  & > [data-middle-ellipsis] {
    flex: 1 1 220px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 14px;
  }
`;

/** The link's end from its query (`?ref=CODE`): what tells one member's link from another's. */
const referralTail = (link: string) => Math.max(6, link.length - Math.max(0, link.lastIndexOf('?')));

/** The member's referral link with a copy button and its QR code; nothing when they may not share one. */
export default function ReferralLinkCard() {
  const { t } = useTranslation();
  const allowed = useHasLinkReferrer();
  const link = useReferralLink();
  const copy = useCopyLink();

  if (!allowed || !link) return null;
  return (
    <Card aria-labelledby="referral-link-heading">
      <h2 id="referral-link-heading">{t('Your referral link')}</h2>
      <Body>
        <LinkColumn>
          <Note>{t('New members who sign up with this link join your team.')}</Note>
          <LinkText value={link} label={t('Your referral link')} buttonText={t('Copy link')} copy={copy} tail={referralTail(link)} testId="referral-link" />
        </LinkColumn>
        <QrCode value={link} size={160} alt={t('QR code of your referral link')} failedText={t('The QR code could not be drawn, share the link instead')} />
      </Body>
    </Card>
  );
}
