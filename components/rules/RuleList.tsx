import styled from 'styled-components';

/** The plain-language rules under a section's table. */
const RuleList = styled.ul`
  margin: 16px 0 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  overflow-wrap: anywhere;
`;

export default RuleList;
