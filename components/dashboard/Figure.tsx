import type { ReactNode } from 'react';

interface FigureProps {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** One label/value pair of a `Figures` list. */
export default function Figure({ label, value, testId }: FigureProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
