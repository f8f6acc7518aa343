import type { LinkUserBody, LinkUserResponse } from '@common/contracts/duplicates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminKeys } from '../../shared/api/admin-keys';

/** Link User: POST /api/admin/duplicate-emails/link (decision 017). */
export function linkUser(body: LinkUserBody) {
  return api<LinkUserResponse>('/api/admin/duplicate-emails/link', { method: 'POST', body });
}

export function useLinkUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.duplicateEmails.all }),
  });
}
