import { AppointmentSchema, pageOf } from '@lumen/domain';
import type { Appointment } from '@lumen/domain';
import { z } from 'zod';
import { allPages } from '../commerce-client/commerce-call.ts';
import type { CommerceHttp } from '../commerce-client/commerce-http.ts';
import type { CustomerRecord } from '../identity/customer-records.ts';
import { AppError } from '../rpc/app-error.ts';

/** The backend answers an appointment with its booking state besides the §3 fields. */
const BookedAppointmentSchema = AppointmentSchema.extend({ status: z.enum(['booked', 'cancelled']) });
const AppointmentPageSchema = pageOf(BookedAppointmentSchema);

const backendPageSize = 100;

const notFound = 'Appointment not found';

/** The customer's booked appointments, latest first; cancelled ones are no longer on the page. */
export async function listAppointments(http: CommerceHttp, customer: CustomerRecord): Promise<Appointment[]> {
  const appointments = await allPages((page) =>
    http.request(`customers/${customer.id}/appointments`, AppointmentPageSchema, {
      query: { page, perPage: backendPageSize },
    }),
  );
  return appointments
    .filter((appointment) => appointment.status === 'booked')
    .map(({ status: _status, ...appointment }) => appointment);
}

const begun = 'The appointment has already begun: call the branch to change it';

/**
 * Cancels one of the customer's appointments and frees its place. The backend's ids are UUIDs:
 * anything else names no appointment, and is not worth a request. Cancelling again is fine.
 */
export async function cancelAppointment(
  http: CommerceHttp,
  customer: CustomerRecord,
  appointmentId: string,
): Promise<void> {
  if (!z.uuid().safeParse(appointmentId).success) throw new AppError('NOT_FOUND', notFound);
  await http.send(`appointments/${appointmentId}`, {
    method: 'DELETE',
    query: { customerId: customer.id },
    notFound,
    onRefusal: (refusal) =>
      refusal.status === 409
        ? new AppError('CONFLICT', begun, { details: [{ field: 'payload.appointmentId', message: begun }] })
        : undefined,
  });
}
