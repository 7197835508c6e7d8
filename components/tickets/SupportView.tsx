import PageFrame from '@/components/ui/PageFrame';
import Stack from '@/components/ui/Stack';
import NewTicketForm from './NewTicketForm';
import TicketList from './TicketList';

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
