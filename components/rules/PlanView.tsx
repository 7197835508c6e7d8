import QueryState from '@/components/ui/QueryState';
import { ROUTES } from '@/config/routes';
import { useCompensationPlan } from '@/hooks/useRules';
import PlanBonusSection from './PlanBonusSection';
import PlanCatalogueSection from './PlanCatalogueSection';
import PlanExamplesSection from './PlanExamplesSection';
import PlanRanksSection from './PlanRanksSection';
import RulesFrame from './RulesFrame';

/** /plan: the compensation plan as the server applies it (bonus per level, examples, packages, mining units, ranks). */
export default function PlanView() {
  const query = useCompensationPlan();
  return (
    <RulesFrame
      title="Compensation plan"
      intro="How bonus, packages and ranks work. The figures are the ones the portal pays with."
      other={{ href: ROUTES.fees, label: 'Fees and limits' }}
    >
      <QueryState query={query} errorText="The compensation plan could not be loaded.">
        {(plan) => (
          <>
            <PlanBonusSection bonus={plan.bonus} />
            <PlanExamplesSection plan={plan} />
            <PlanCatalogueSection plan={plan} />
            <PlanRanksSection ranks={plan.ranks} />
          </>
        )}
      </QueryState>
    </RulesFrame>
  );
}
