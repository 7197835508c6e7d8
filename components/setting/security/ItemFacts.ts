import styled from 'styled-components';

/** The facts of one item of a security list (a passkey, a device): its name in bold, then subtle lines. */
const ItemFacts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;

  strong { font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
`;

export default ItemFacts;
