import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const RegisterNewMemberPage: PortalPage = () => <PageFrame title="Register Member" intro="Create an account for a new member of your team." />;

export default RegisterNewMemberPage;
