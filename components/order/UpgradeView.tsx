import styled from 'styled-components';
import PageFrame from '@/components/ui/PageFrame';
import QueryFallback from '@/components/ui/QueryFallback';
import Stack from '@/components/ui/Stack';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { usePackages } from '@/hooks/order/usePackages';
import { useAuth } from '@/hooks/useAuth';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { useWallets } from '@/hooks/useWallets';

const noRefetch = () => undefined;

/** The catalogue's loading line, until the catalogue's code is there. */
function CatalogueLoading() {
  return <QueryFallback query={{ isPending: true, refetch: noRefetch }} errorText="The catalogue could not be loaded" />;
}

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The packages and the form are rendered on the server; the browser keeps that HTML (or the loading line) until their chunk is there. */
const UpgradeCatalogue = keptServerHtml(
  () => import('./UpgradeCatalogue'),
  typeof window === 'undefined' ? require('./UpgradeCatalogue') : undefined,
  CatalogueLoading,
);
/* eslint-enable @typescript-eslint/no-require-imports */

const Heading = styled.h2`
  margin: 0;
  font-size: 18px;
`;

/** /upgrade: the packages against the member's own; a higher one can be paid for from USDT or EV. */
export default function UpgradeView() {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const { user } = useAuth();
  const ownedPackage = user?.package ?? null;
  // The catalogue is fetched at once, while the code that shows it loads.
  usePackages();
  useWallets();

  return (
    <PageFrame title="Upgrade Package" intro="Membership packages you can move up to.">
      <Stack>
        <p style={{ margin: 0 }} data-testid="current-package">
          {ownedPackage
            ? t('Your package: %name%', { name: localized(ownedPackage.name) })
            : t('You have no package yet: any package is an upgrade at its full price.')}
        </p>
        <Heading id="upgrade-packages">{t('Membership packages')}</Heading>
        <UpgradeCatalogue />
      </Stack>
    </PageFrame>
  );
}
