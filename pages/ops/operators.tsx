import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OperatorChangesView from '@/components/ops/operators/OperatorChangesView';

const OpsOperatorsPage: PortalPage = () => <OperatorChangesView />;

OpsOperatorsPage.Shell = OpsShell;

export default OpsOperatorsPage;
