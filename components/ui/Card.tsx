import styled from 'styled-components';

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 20px;

  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;

export default Card;
