import styled from 'styled-components';

export type AmountTone = 'credit' | 'debit' | 'none';

/** A signed amount: green when credited, red when debited. */
const Amount = styled.span<{ $tone: AmountTone }>`
  color: ${({ theme, $tone }) => ($tone === 'credit' ? '#12803A' : $tone === 'debit' ? theme.colors.failure : 'inherit')};
  font-weight: 600;
`;

export default Amount;
