import styled from 'styled-components';
import LazyBonusExplanationDialog from './explained/LazyBonusExplanationDialog';

const LinkButton = styled.button.attrs({ type: 'button' })`
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

interface ExplainBonusButtonProps {
  /** The visible text ("Explain"). */
  children: string;
  /** The accessible name: which bonus it explains. */
  label: string;
  onExplain: () => void;
}

/** Opens a bonus's explanation; the dialog's code is fetched when the pointer or focus reaches it. */
export default function ExplainBonusButton({ children, label, onExplain }: ExplainBonusButtonProps) {
  return (
    <LinkButton
      aria-label={label}
      onPointerEnter={LazyBonusExplanationDialog.preload}
      onFocus={LazyBonusExplanationDialog.preload}
      onClick={onExplain}
    >
      {children}
    </LinkButton>
  );
}
