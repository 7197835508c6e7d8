import LogoMark from '@/components/ui/LogoMark';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@/hooks/useTranslation';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.92); opacity: 0.7; }
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  z-index: 100;

  img { animation: ${pulse} 1.2s ease-in-out infinite; }
`;

export default function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Screen role="status" aria-live="polite" aria-label={t('Loading…')}>
      <LogoMark size={72} />
    </Screen>
  );
}
