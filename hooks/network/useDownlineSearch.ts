import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorCodeOf, useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import type { DownlineNode } from '@/contract/network';
import { searchDownline } from '@/services/network';

/** Finds a member of the network by username and hands the members on the path to `onFound`; `error` is ready to show. */
export function useDownlineSearch(onFound: (nodes: DownlineNode[]) => void) {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const mutation = useMutation({ mutationFn: searchDownline, onSuccess: ({ nodes }) => onFound(nodes) });
  const { mutate, reset, error, isPending } = mutation;

  const search = useCallback((username: string) => mutate(username), [mutate]);
  const message = !error
    ? null
    : errorCodeOf(error) === 'MEMBER_NOT_FOUND'
      ? t('No member with this username in your network')
      : errorMessage(error);

  return { search, reset, error: message, isPending };
}
