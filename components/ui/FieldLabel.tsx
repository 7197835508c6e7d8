import styled from 'styled-components';

/** A form field's label. */
const FieldLabel = styled.label`
  font-size: 14px;
  font-weight: 600;
`;

export default FieldLabel;
