import styled from 'styled-components';
import { phoneTapLink } from '@/components/ui/tapTarget';
import PrefetchLink from '@/components/ui/PrefetchLink';

/** Key numbers of a card: label above a large value. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;

  & > div { min-width: 0; padding: 12px 16px; border-radius: ${({ theme }) => theme.radii.small}; background: ${({ theme }) => theme.colors.background}; }
  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; font-weight: 600; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 700; overflow-wrap: anywhere; }
`;

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;

  h2 { margin: 0; }
`;

export const MoreLink = styled(PrefetchLink)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  ${phoneTapLink}

  &:hover { text-decoration: underline; }
`;

/** Two columns from lg up; cards marked wide take the whole row. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;

  & > :empty { display: none; }

  ${({ theme }) => theme.mediaQueries.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .wide { grid-column: 1 / -1; }
  }
`;
