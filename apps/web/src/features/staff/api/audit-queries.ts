import type { AuditResponseSchema } from '@hs/contracts/staff-desk';
import { staffPaths } from '@hs/contracts/staff-identity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

type AuditResponse = z.infer<typeof AuditResponseSchema>;
export type AuditEntry = AuditResponse['data']['entries'][number];
export type AuditPage = AuditResponse['data'];

export interface AuditFilters {
  staffId?: string;
  appointmentId?: string;
  from?: string;
  to?: string;
  /** The page of entries older than this entry id; none: the newest. */
  before?: string;
}

const PAGE_SIZE = 50;

/** One page of the trail, newest first; the answer names where the next, older page starts. */
export function useAuditTrail(filters: AuditFilters) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ signal }) =>
      client.get<AuditResponse>(staffPaths.audit, { query: { ...filters, limit: PAGE_SIZE }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
