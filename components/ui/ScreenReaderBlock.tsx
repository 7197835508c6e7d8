import styled from 'styled-components';
import { srOnly } from './srOnly';

/** A block (a table, say) for screen readers only: a table ignores width and overflow, so it is wrapped. */
const ScreenReaderBlock = styled.div`
  ${srOnly}
`;

export default ScreenReaderBlock;
