import styled from 'styled-components';
import type { CreatedDownline } from '@/contract/network';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import DetailList from '@/components/ui/DetailList';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 20px;
`;

interface CreatedMemberCardProps {
  member: CreatedDownline;
  onAnother: () => void;
}

/** The member just registered, a way to find them in the network, and a fresh form. */
export default function CreatedMemberCard({ member, onAnother }: CreatedMemberCardProps) {
  const { t } = useTranslation();
  const focusUrl = `${ROUTES.memberConnect}?focus=${encodeURIComponent(member.username)}`;
  return (
    <Card aria-labelledby="created-member-heading">
      <h2 id="created-member-heading" tabIndex={-1}>
        {t('Member registered')}
      </h2>
      <DetailList
        details={[
          { label: t('Username'), value: member.username },
          { label: t('Full name'), value: member.fullName },
          { label: t('Email'), value: member.email },
          { label: t('Sponsor'), value: `${member.sponsor.fullName} (${member.sponsor.username})` },
        ]}
      />
      <Actions>
        <TextLink href={focusUrl}>{t('See them in Member Connect')}</TextLink>
        <Button $variant="secondary" onClick={onAnother}>{t('Register another')}</Button>
      </Actions>
    </Card>
  );
}
