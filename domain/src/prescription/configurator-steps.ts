import { z } from 'zod';

/**
 * §2 the prescription configurator's steps, in order: Prescription Type, Prescription,
 * Prescription Values, Confirm Prescription Values, Glass Type, Extras, Summary. The ids are
 * kebab-case so they can name a virtual history entry (§2: "browser history keeps a virtual step
 * for each").
 */
export const configuratorSteps = [
  'prescription-type',
  'prescription',
  'prescription-values',
  'confirm-prescription-values',
  'glass-type',
  'extras',
  'summary',
] as const;
export const ConfiguratorStepSchema = z.enum(configuratorSteps);
export type ConfiguratorStep = z.infer<typeof ConfiguratorStepSchema>;

/** The step's position, counting from 0 (a progress bar shows it plus one). */
export function configuratorStepIndex(step: ConfiguratorStep): number {
  return configuratorSteps.indexOf(step);
}

/** The step after this one; undefined after the summary. */
export function nextConfiguratorStep(step: ConfiguratorStep): ConfiguratorStep | undefined {
  return configuratorSteps[configuratorStepIndex(step) + 1];
}

/** The step before this one; undefined before the prescription type. */
export function previousConfiguratorStep(step: ConfiguratorStep): ConfiguratorStep | undefined {
  return configuratorSteps[configuratorStepIndex(step) - 1];
}
