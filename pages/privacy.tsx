import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import PrivacyView from '@/components/legal/PrivacyView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const PrivacyPage = () => <PrivacyView />;

export default portalPage(PublicShell, PrivacyPage);
