import { queryOptions } from '@tanstack/react-query';
import type { AppointmentService, BranchServiceCode, IsoDate, RpcCall } from '@lumen/domain';
import { orNull } from './or-null.ts';

/*
 * The chain's branches (§2 branch pages, the store finder, the account's appointments and branch
 * orders): the same for every visitor and changed by the chain, not by the shopper.
 */

/** A branch of the shop's market, or null for an id that names none. */
export function branchQuery(rpc: RpcCall, id: string) {
  return queryOptions({
    queryKey: ['getBranch', { id }],
    queryFn: () => orNull(rpc('getBranch', { id })),
    staleTime: 5 * 60_000,
  });
}

/**
 * The market's branches, by city and name: only those offering `service`, taking reservations
 * (`ropoOnly`), or, in a city, that city's.
 */
export function branchesQuery(
  rpc: RpcCall,
  filter: { service?: BranchServiceCode | undefined; ropoOnly?: boolean; citySlug?: string | undefined },
) {
  return queryOptions({
    queryKey: ['getBranches', filter],
    queryFn: () =>
      rpc('getBranches', {
        ...(filter.service && { service: filter.service }),
        ...(filter.ropoOnly && { ropoOnly: true }),
        ...(filter.citySlug && { citySlug: filter.citySlug }),
      }),
    staleTime: 5 * 60_000,
  });
}

/** A branch's free appointment times for a service, over `days` days from `from` (read fresh: they go). */
export function appointmentSlotsQuery(
  rpc: RpcCall,
  input: { branchId: string; service: AppointmentService; from: IsoDate; days: number },
) {
  return queryOptions({
    queryKey: ['getAppointmentSlots', input],
    queryFn: () => rpc('getAppointmentSlots', input),
    staleTime: 30_000,
  });
}
