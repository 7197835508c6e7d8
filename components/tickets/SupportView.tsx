import PageFrame from '@/components/ui/PageFrame';
import Stack from '@/components/ui/Stack';
import { keptServerHtml } from '@/components/ui/keptServerHtml';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The list and the form (react-hook-form, the schema) and their data hooks in chunks of their own, fetched after the first paint. */
const TicketList = keptServerHtml(() => import('./TicketList'), typeof window === 'undefined' ? require('./TicketList') : undefined);
const NewTicketForm = keptServerHtml(() => import('./NewTicketForm'), typeof window === 'undefined' ? require('./NewTicketForm') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /support: the member's tickets and a form to open a new one. */
export default function SupportView() {
  return (
    <PageFrame title="Support" intro="Ask our support team about your account, orders, withdrawals or KYC.">
      <Stack>
        <TicketList />
        <NewTicketForm />
      </Stack>
    </PageFrame>
  );
}
