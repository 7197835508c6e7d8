import type { PortalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import UnlockSignInView from '@/components/auth/UnlockSignInView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const UnlockSignInPage: PortalPage = () => <UnlockSignInView />;

UnlockSignInPage.Shell = PublicShell;

export default UnlockSignInPage;
