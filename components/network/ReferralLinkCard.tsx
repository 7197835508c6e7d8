import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
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

const LinkText = styled.code`
  display: block;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

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
          <LinkText>{link}</LinkText>
          <div>
            <Button onClick={() => void copy(link)}>{t('Copy link')}</Button>
          </div>
        </LinkColumn>
        <QrCode value={link} size={160} alt={t('QR code of your referral link')} failedText={t('The QR code could not be drawn, share the link instead')} />
      </Body>
    </Card>
  );
}
