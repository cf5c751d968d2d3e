import { describe, expect, it } from 'vitest';
import { branchServiceCodes } from '../branches/branch.ts';
import {
  AppointmentSchema,
  AppointmentServiceSchema,
  appointmentSubServiceCodes,
  appointmentSubServices,
  isSubServiceOf,
} from './appointment.ts';
import { appointment } from './entity-samples.fixtures.ts';
import { refusalMessage, refusalPath } from './schema-checks.fixtures.ts';

describe('§3 Appointment (id, dateTime, service {productCategory, serviceName}, branch id)', () => {
  it('parses as written', () => {
    expect(AppointmentSchema.parse(appointment)).toEqual(appointment);
  });

  it('§3 has sub-services for each service code CL, HA, GL, AC, GL_CR among them', () => {
    expect(Object.keys(appointmentSubServices).sort()).toEqual([...branchServiceCodes].sort());
    expect(appointmentSubServices).toEqual({
      CL: ['CL_ET', 'CL_FI', 'CL_FU', 'CL_PU'],
      HA: ['HA_HT', 'HA_AD', 'HA_FI', 'HA_SE'],
      GL: ['GL_ET', 'GL_AD', 'GL_CR', 'GL_PU', 'GL_SE'],
      AC: ['AC_AD', 'AC_PU'],
    });
    expect(appointmentSubServiceCodes).toEqual([
      ...appointmentSubServices.CL,
      ...appointmentSubServices.HA,
      ...appointmentSubServices.GL,
      ...appointmentSubServices.AC,
    ]);
  });

  it.each(
    branchServiceCodes.flatMap((code) => appointmentSubServices[code].map((sub) => [code, sub] as const)),
  )('%s offers %s', (productCategory, serviceName) => {
    expect(isSubServiceOf(productCategory, serviceName)).toBe(true);
    expect(AppointmentServiceSchema.parse({ productCategory, serviceName })).toEqual({
      productCategory,
      serviceName,
    });
  });

  it.each([
    ['CL', 'GL_CR'],
    ['GL', 'CL_FI'],
    ['HA', 'AC_AD'],
    ['AC', 'HA_HT'],
  ] as const)('%s does not offer %s', (productCategory, serviceName) => {
    expect(isSubServiceOf(productCategory, serviceName)).toBe(false);
    expect(refusalPath(AppointmentServiceSchema, { productCategory, serviceName })).toEqual(['serviceName']);
    expect(refusalMessage(AppointmentServiceSchema, { productCategory, serviceName })).toBe(
      'serviceName must be a sub-service of productCategory',
    );
  });

  it.each([
    [
      'an unknown service code',
      { ...appointment, service: { productCategory: 'XX', serviceName: 'GL_CR' } },
      ['service', 'productCategory'],
    ],
    [
      'an unknown sub-service',
      { ...appointment, service: { productCategory: 'GL', serviceName: 'GL_XX' } },
      ['service', 'serviceName'],
    ],
    ['a time without offset', { ...appointment, dateTime: '2025-04-12T10:30:00' }, ['dateTime']],
    ['a date without time', { ...appointment, dateTime: '2025-04-12' }, ['dateTime']],
    ['an empty id', { ...appointment, id: '' }, ['id']],
    ['a branch id that is not a branch number', { ...appointment, branch: { id: 'HH-1' } }, ['branch', 'id']],
    ['no branch', { ...appointment, branch: undefined }, ['branch']],
  ])('an appointment with %s is refused', (_case, value, path) => {
    expect(refusalPath(AppointmentSchema, value)).toEqual(path);
  });
});
