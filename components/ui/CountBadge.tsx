import styled from 'styled-components';

const Pill = styled.span`
  display: inline-block;
  min-width: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.failure};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** A red count (99+ above 99); decorative: the control around it carries the count in its name. */
export default function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Pill className={className} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </Pill>
  );
}
