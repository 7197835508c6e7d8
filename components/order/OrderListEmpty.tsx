import type { ReactNode } from 'react';
import styled from 'styled-components';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;

  p { margin: 0; color: ${({ theme }) => theme.colors.textSubtle}; }
`;

/** Why nothing is listed, and the way to place an order. */
export default function OrderListEmpty({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="status">
      {children}
      <TextLink href={ROUTES.placeOrder}>{t('Place an order')}</TextLink>
    </Box>
  );
}
