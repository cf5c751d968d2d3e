export { StepProgress } from './step-progress.tsx';
export type { StepProgressProps, StepProgressStep, StepProgressStepState } from './step-progress.tsx';
