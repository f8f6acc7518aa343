import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

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
