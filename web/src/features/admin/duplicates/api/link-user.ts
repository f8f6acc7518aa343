import type { LinkUserBody, LinkUserResponse } from '@common/contracts/duplicates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

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
