import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { meKeys } from '../../api/me-keys';

/* Better Auth's endpoint (server/plugins/auth-endpoints.ts). */
const updateName = (name: string) => api<unknown>('/api/auth/update-user', { body: { name } });

/** Resolves once /api/me has been read again, so the header shows the new name. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
