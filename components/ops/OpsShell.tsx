import type { ReactNode } from 'react';
import OpsFrame from './OpsFrame';
import OpsLayout from './OpsLayout';
import OperatorGate from './OperatorGate';

/** The console's signed-in pages: an operator's session, the console layout, nothing of the member shell. */
export default function OpsShell({ children }: { children: ReactNode }) {
  return (
    <OpsFrame>
      <OperatorGate>{(operator) => <OpsLayout operator={operator}>{children}</OpsLayout>}</OperatorGate>
    </OpsFrame>
  );
}
