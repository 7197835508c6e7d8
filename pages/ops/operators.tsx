import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OperatorChangesView from '@/components/ops/operators/OperatorChangesView';

const OpsOperatorsPage = () => <OperatorChangesView />;

export default portalPage(OpsShell, OpsOperatorsPage);
