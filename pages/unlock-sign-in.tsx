import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import UnlockSignInView from '@/components/auth/UnlockSignInView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const UnlockSignInPage = () => <UnlockSignInView />;

export default portalPage(PublicShell, UnlockSignInPage);
