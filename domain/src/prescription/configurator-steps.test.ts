import { describe, expect, it } from 'vitest';
import {
  configuratorStepIndex,
  configuratorSteps,
  nextConfiguratorStep,
  previousConfiguratorStep,
} from './configurator-steps.ts';
import type { ConfiguratorStep } from './configurator-steps.ts';

describe('§2 prescription configurator steps', () => {
  it('are the seven steps of §2 in order', () => {
    expect(configuratorSteps).toEqual([
      'prescription-type',
      'prescription',
      'prescription-values',
      'confirm-prescription-values',
      'glass-type',
      'extras',
      'summary',
    ]);
  });

  it.each<[ConfiguratorStep, number, ConfiguratorStep | undefined, ConfiguratorStep | undefined]>([
    ['prescription-type', 0, undefined, 'prescription'],
    ['prescription', 1, 'prescription-type', 'prescription-values'],
    ['prescription-values', 2, 'prescription', 'confirm-prescription-values'],
    ['confirm-prescription-values', 3, 'prescription-values', 'glass-type'],
    ['glass-type', 4, 'confirm-prescription-values', 'extras'],
    ['extras', 5, 'glass-type', 'summary'],
    ['summary', 6, 'extras', undefined],
  ])('%s is step %i, after %s and before %s', (step, index, previous, next) => {
    expect(configuratorStepIndex(step)).toBe(index);
    expect(previousConfiguratorStep(step)).toBe(previous);
    expect(nextConfiguratorStep(step)).toBe(next);
  });
});
