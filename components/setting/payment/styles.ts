import styled from 'styled-components';

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** A neutral explanation (a wrong network, a missing wallet). */
export const InfoNotice = styled.p`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.text};
`;

export const StatusText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const AddressText = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 15px;
  font-weight: 600;
`;

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;
