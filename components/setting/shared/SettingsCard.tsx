import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import Card from '@/components/app/Card';

const Description = styled.p`
  margin: -4px 0 16px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Body = styled(Card)`
  min-width: 0;
`;

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A card of a settings page: a region named by its heading. */
export default function SettingsCard({ title, description, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Body aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description && <Description>{description}</Description>}
      {children}
    </Body>
  );
}
