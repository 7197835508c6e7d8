import styled from 'styled-components';

/**
 * A boxed message: by default a problem the member must see (failure-coloured); `$tone="info"` for a neutral
 * explanation (a wrong network, a missing wallet).
 */
const Notice = styled.p<{ $tone?: 'problem' | 'info' }>`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.colors.failure)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
`;

export default Notice;
