import { useRouter } from 'next/router';
import PageFrame from '@/components/ui/PageFrame';
import Stack from '@/components/ui/Stack';
import TextLink from '@/components/ui/TextLink';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The thread, the reply form (react-hook-form, the schema) and their data hooks in a chunk of their own. */
const TicketThreadBody = keptServerHtml(() => import('./TicketThreadBody'), typeof window === 'undefined' ? require('./TicketThreadBody') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /support/[id]: one ticket's thread, the reply form and closing. */
export default function TicketThreadView() {
  const { t } = useTranslation();
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : undefined;
  return (
    <PageFrame title="Support ticket">
      <Stack>
        <TextLink href={ROUTES.support}>{t('Back to your tickets')}</TextLink>
        <TicketThreadBody id={id} />
      </Stack>
    </PageFrame>
  );
}
