import styled from 'styled-components';

export type StatusTone = 'waiting' | 'done' | 'neutral' | 'failed' | 'active';

/** Dark text on a light tint: every pair is above 4.5:1. */
const TONES: Record<StatusTone, { color: string; background: string }> = {
  waiting: { color: '#8A4B00', background: '#FFF4E5' },
  done: { color: '#0F6B32', background: '#E8F7EE' },
  neutral: { color: '#46556B', background: '#EEF1F5' },
  failed: { color: '#B42318', background: '#FDECEA' },
  active: { color: '#0060AD', background: '#EEF7FF' },
};

/** A small coloured label of a state (orders, units, contracts, withdrawals, addresses). */
const StatusPill = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

export default StatusPill;
