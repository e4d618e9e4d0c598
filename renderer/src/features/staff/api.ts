import type { BodyOf, ResponseOf } from '../../../../common/contract';
import { useChangeThenReread, type MutationOptions } from '../../shared/mutationOptions';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';

/** The owner's Staff screen (issue 37): the accounts and the staff rules. */
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  rules: () => [...staffKeys.all, 'rules'] as const,
};

export function useStaffList() {
  return useDataQuery({ queryKey: staffKeys.list() }, 'GET /api/admin/staff');
}

/** Any change to an account or the rules: the list is read again, after a refusal too. */
const useStaffChange = <TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  options?: MutationOptions<TData, TVariables>,
) => useChangeThenReread(staffKeys.all, call, options);

export type StaffCreateRequest = BodyOf<'POST /api/admin/staff'>;
export function useCreateStaff(options?: MutationOptions<ResponseOf<'POST /api/admin/staff'>, StaffCreateRequest>) {
  const api = useAdminApi();
  return useStaffChange((body: StaffCreateRequest) => api('POST /api/admin/staff', { body }), options);
}

export type StaffUpdateRequest = BodyOf<'PATCH /api/admin/staff/:id'> & { id: number };
/** A new name or role, or the account turned off or on: a role change or turning off ends its sessions at once. */
export function useUpdateStaff(
  options?: MutationOptions<ResponseOf<'PATCH /api/admin/staff/:id'>, StaffUpdateRequest>,
) {
  const api = useAdminApi();
  return useStaffChange(
    ({ id, ...body }: StaffUpdateRequest) => api('PATCH /api/admin/staff/:id', { params: { id: String(id) }, body }),
    options,
  );
}

export type StaffPasswordRequest = { id: number; password: string };
/** A new first password, to be changed at their next sign-in; their sessions end at once. */
export function useResetStaffPassword(
  options?: MutationOptions<ResponseOf<'POST /api/admin/staff/:id/password'>, StaffPasswordRequest>,
) {
  const api = useAdminApi();
  return useStaffChange(
    ({ id, password }: StaffPasswordRequest) =>
      api('POST /api/admin/staff/:id/password', { params: { id: String(id) }, body: { password } }),
    options,
  );
}

export function useStaffRules() {
  return useDataQuery({ queryKey: staffKeys.rules() }, 'GET /api/admin/staff-rules');
}

export type StaffRulesRequest = BodyOf<'PUT /api/admin/staff-rules'>;
export function useSaveStaffRules(
  options?: MutationOptions<ResponseOf<'PUT /api/admin/staff-rules'>, StaffRulesRequest>,
) {
  const api = useAdminApi();
  return useStaffChange((body: StaffRulesRequest) => api('PUT /api/admin/staff-rules', { body }), options);
}
