import styled from 'styled-components';

/** A form's fields and submit, one under the other. */
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export default Form;
