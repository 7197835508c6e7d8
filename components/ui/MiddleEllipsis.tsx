import styled from 'styled-components';
import VisuallyHidden from './VisuallyHidden';

const Line = styled.span`
  position: relative;
  display: flex;
  min-width: 0;
  max-width: 100%;
  white-space: nowrap;
`;

const Head = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Tail = styled.span`
  flex-shrink: 0;
`;

interface MiddleEllipsisProps {
  value: string;
  /** How many characters of the end stay visible when the value is cut (a link's `?ref=CODE`, a hash's end). */
  tail?: number;
  className?: string;
}

/**
 * A long value (link, address, hash, code) on one line: whole when it fits, else cut in the middle ("https://…?ref=AB12"),
 * never broken across lines. Screen readers read it whole in one piece, and the tooltip shows it whole.
 */
export default function MiddleEllipsis({ value, tail = 6, className }: MiddleEllipsisProps) {
  const cut = Math.max(0, value.length - Math.min(tail, value.length));
  return (
    <Line className={className} title={value} data-middle-ellipsis="">
      <Head aria-hidden="true">{value.slice(0, cut)}</Head>
      <Tail aria-hidden="true">{value.slice(cut)}</Tail>
      <VisuallyHidden>{value}</VisuallyHidden>
    </Line>
  );
}
