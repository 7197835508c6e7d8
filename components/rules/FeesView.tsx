import QueryState from '@/components/ui/QueryState';
import { ROUTES } from '@/config/routes';
import { useFeeSchedule } from '@/hooks/useRules';
import FeeOperationsSection from './FeeOperationsSection';
import FeePaymentsSection from './FeePaymentsSection';
import RulesFrame from './RulesFrame';

/** /fees: the fee schedule as the server charges it (withdrawal, transfer, swaps; payments and the VND rate). */
export default function FeesView() {
  const query = useFeeSchedule();
  return (
    <RulesFrame title="Fees and limits" intro="What each operation costs and its minimum. The figures are the ones the portal charges." other={{ href: ROUTES.plan, label: 'Compensation plan' }}>
      <QueryState query={query} errorText="The fee schedule could not be loaded.">
        {(schedule) => (
          <>
            <FeeOperationsSection schedule={schedule} />
            <FeePaymentsSection schedule={schedule} />
          </>
        )}
      </QueryState>
    </RulesFrame>
  );
}
