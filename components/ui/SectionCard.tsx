import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import Card from './Card';

const Description = styled.p`
  margin: -4px 0 16px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Body = styled(Card)`
  min-width: 0;
`;

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A card of a page section (a settings group, a wallet operation): a region named by its heading. */
export default function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Body aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description && <Description>{description}</Description>}
      {children}
    </Body>
  );
}
