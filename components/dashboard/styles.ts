import styled from 'styled-components';
import { phoneTapLink } from '@/components/ui/tapTarget';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { NEAR_SCREEN_ATTRIBUTE } from '@/components/ui/KeptUntilNearScreen';

const NEAR_SCREEN = `[${NEAR_SCREEN_ATTRIBUTE}]`;

/**
 * Key numbers of a card: label above a large value. A figure is never narrower than its value (an amount has no
 * place to break), so a leader's long team volume takes a row of its own instead of losing its last digit to the
 * next line; only a value wider than the whole card breaks.
 */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;

  & > div { flex: 1 1 140px; max-width: 100%; padding: 12px 16px; border-radius: ${({ theme }) => theme.radii.small}; background: ${({ theme }) => theme.colors.background}; }
  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; font-weight: 600; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 700; overflow-wrap: break-word; }

  /* Phones: the three figures of a card in one compact row, read at a glance on the first screen. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    gap: 6px;

    & > div { flex-basis: 84px; padding: 6px 8px; }
    dt { font-size: 12px; line-height: 1.3; }
    dd { margin-top: 2px; font-size: 15px; line-height: 1.25; }
  }
`;

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;

  h2 { margin: 0; }

  ${({ theme }) => theme.mediaQueries.mobileOnly} { margin-bottom: 8px; }
`;

export const MoreLink = styled(PrefetchLink)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  ${phoneTapLink}

  &:hover { text-decoration: underline; }

  /* phoneTapLink's 44px to tap, without making the card's head taller on phones. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    margin: -10px 0;
  }
`;

/** Two columns from lg up; cards marked wide take the whole row. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;

  /* KeptUntilNearScreen's wrapper has no box: its children are the grid's. */
  & > :empty, & > ${NEAR_SCREEN} > :empty { display: none; }

  /* Phones: tighter, so that balances, package and rank, and team fit the first screen. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    gap: 10px;

    & > section, & > ${NEAR_SCREEN} > section { padding: 12px 14px; }
    & > section > h2, & > section > div > h2, & > ${NEAR_SCREEN} > section > h2, & > ${NEAR_SCREEN} > section > div > h2 { font-size: 17px; }
  }

  ${({ theme }) => theme.mediaQueries.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .wide, & > ${NEAR_SCREEN} > .wide { grid-column: 1 / -1; }
  }
`;

/** The dashboard's balances: their heading, on phones as small as a card's, above the tiles (WalletBalances). */
export const BalancesBlock = styled.section`
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    /* Not a card: no padding of CardGrid's phone cards. */
    && { padding: 0; }
    h2 { margin: 0 0 8px; font-size: 17px; }
  }
`;

/** The greeting under the page's heading; closer to it on phones. */
export const Welcome = styled.p`
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    margin: 0 0 10px;
  }
`;
