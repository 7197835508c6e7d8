import styled from 'styled-components';

export { Container, Trigger } from '@/components/ui/Dropdown/styles';

export const Code = styled.span`
  font-weight: 600;
  letter-spacing: 0.02em;
`;
