import styled from 'styled-components';

/** One form field: label, control, error and hint one under the other. */
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export default Field;
