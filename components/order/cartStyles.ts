import styled from 'styled-components';
import Card from '@/components/ui/Card';
import PrefetchLink from '@/components/ui/PrefetchLink';

/** Catalogue and cart: one column on phones, the cart beside the catalogue from `lg`. */
export const OrderLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${({ theme }) => theme.mediaQueries.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 360px);
    align-items: start;
  }
`;

export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;

  h2 { margin: 0; }
  h3 { margin: 0; font-size: 16px; }
  p { margin: 0; }
`;

export const CartList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CartRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 12px;
  align-items: center;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p { margin: 0; overflow-wrap: anywhere; }
`;

export const Subtle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;
`;

/** Buttons or links side by side, wrapping on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  & > * { flex: 1 1 140px; }
`;

/** A link that looks like the primary button. */
export const ButtonLink = styled(PrefetchLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  text-align: center;
  text-decoration: none;

  &:hover { filter: brightness(0.92); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

/** A small text button (remove, clear). */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  min-height: 32px;
  padding: 4px 8px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.failure};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

export const Warning = styled.p`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.failure};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
`;
