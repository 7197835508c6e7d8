import styled from 'styled-components';
import LogoMark from '@/components/ui/LogoMark';
import PageTitle from '@/components/ui/PageTitle';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 70vh;
  padding: 24px;
  text-align: center;

  h1 { margin: 0; font-size: 26px; }
  p { margin: 0; max-width: 480px; color: ${({ theme }) => theme.colors.textSubtle}; }
`;

export default function MaintenanceView() {
  const { t } = useTranslation();
  const { siteName, hotline } = useSiteSettings();
  return (
    <Screen>
      <PageTitle title="Maintenance" />
      <LogoMark size={72} />
      <h1>{t('%name% is under maintenance', { name: siteName })}</h1>
      <p>{t('We are improving the platform. Please come back in a little while.')}</p>
      {hotline && <p>{t('Hotline')}: {hotline}</p>}
    </Screen>
  );
}
