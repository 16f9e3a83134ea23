import type { PartApplicationAction } from '@fieldlink/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { usePermission } from '../../access';
import { useProfile } from '../../auth';
import { sparePartsApi, type ApplicationRow } from '../api/sparePartsApi';
import { allowedApplicationActions } from '../utils/applicationActions';

export const PARTS_QUERY_KEY = ['spare-parts'] as const;

/** Approve / reject / issue / withdraw an application, and which of them the caller may take on a row. */
export function useApplicationActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const shell = useShellKind();
  const profile = useProfile(shell).data;
  const { can } = usePermission('partsApplication');
  const act = useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: PartApplicationAction; note?: string | null }) =>
      sparePartsApi.act(client, id, action, note),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PARTS_QUERY_KEY }),
  });
  const userId = profile?.userId ?? -1;
  const user = { userId, canApprove: can('approve'), canIssue: can('issue') };
  return { act, userId, canAdd: can('add'), actionsOf: (row: ApplicationRow) => allowedApplicationActions(row, user) };
}
