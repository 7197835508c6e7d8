import styled from 'styled-components';
import { inputLook } from './inputLook';

/** A label wrapping its date input (the filters). */
const DateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 14px;
  font-weight: 600;

  input {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    ${inputLook}
    font-weight: 400;
  }
`;

export default DateLabel;
