import styled from 'styled-components';
import { srOnly } from './srOnly';

/** Text for screen readers only. */
const VisuallyHidden = styled.span`
  ${srOnly}
`;

export default VisuallyHidden;
