import styled from 'styled-components';
import type { WithdrawAddress } from '@/contract/withdraw-addresses';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { useRemoveWithdrawAddress, useWithdrawAddresses } from '@/hooks/payment/useWithdrawAddressBook';
import { useTranslation } from '@/hooks/useTranslation';
import AddWithdrawAddressForm from './AddWithdrawAddressForm';
import WithdrawAddressEntry from './WithdrawAddressEntry';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Setting → Payment, "Withdrawal addresses": the book withdrawals may go to. A new address is confirmed by the e-mailed
 * link (or a 2FA code) and opens after the delay; removing is immediate.
 */
export default function WithdrawAddressBookCard() {
  const { t } = useTranslation();
  const addresses = useWithdrawAddresses();
  const remove = useRemoveWithdrawAddress();
  const delayHours = addresses.data?.delayHours;

  return (
    <SectionCard
      title={t('Withdrawal addresses')}
      description={
        delayHours === undefined
          ? t('Withdrawals go only to the addresses of this book.')
          : t('Withdrawals go only to the addresses of this book. A new address is confirmed by the link we e-mail you (or a code from your authenticator app) and can be used %hours% hours after that.', { hours: delayHours })
      }
    >
      <Stack>
        <QueryState
          query={addresses}
          errorText="Your withdrawal addresses could not be loaded."
          loadingText="Loading your withdrawal addresses…"
          isEmpty={(data) => data.items.length === 0}
          empty={<Note>{t('No withdrawal address yet: add one below.')}</Note>}
        >
          {(data) => (
            <List aria-label={t('Withdrawal addresses')}>
              {data.items.map((entry: WithdrawAddress) => (
                <WithdrawAddressEntry
                  key={entry._id}
                  entry={entry}
                  onRemove={(chosen) => remove.mutate(chosen._id)}
                  removing={remove.isPending && remove.variables === entry._id}
                />
              ))}
            </List>
          )}
        </QueryState>
        <h3>{t('Add a withdrawal address')}</h3>
        <AddWithdrawAddressForm />
      </Stack>
    </SectionCard>
  );
}
