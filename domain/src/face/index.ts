export * from './face-landmarks.ts';
export * from './face-measurements.ts';
export * from './frame-placement.ts';
export * from './camera-problem.ts';
