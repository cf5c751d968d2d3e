import { describe, expect, it } from 'vitest';
import {
  findGraphProblems,
  initialQuestionnaireState,
  isLastStep,
  longestWayFrom,
  questionnaireGraph,
  questionnaireProgress,
  transition,
  type QuestionnaireEvent,
  type QuestionnaireGraph,
  type QuestionnaireState,
} from './questionnaire.machine.ts';

/** Steps as `key: [targets of its answers]`, results as keys: the graphs below read like drawings. */
function graph(steps: Record<string, string[]>, results: string[]): QuestionnaireGraph {
  return questionnaireGraph(
    Object.entries(steps).map(([key, targets]) => ({ key, answers: targets.map((next) => ({ next })) })),
    results.map((key) => ({ key })),
  );
}

// The fixtures' graph: purpose → style → colour is the longest way; the sun branch is shorter.
const glasses = graph(
  {
    purpose: ['style', 'sun', 'screen'],
    sun: ['sport', 'sun-city'],
    style: ['colour', 'bold'],
    colour: ['classic-dark', 'classic-warm'],
  },
  ['screen', 'sport', 'sun-city', 'bold', 'classic-dark', 'classic-warm'],
);

function run(events: QuestionnaireEvent[], from = initialQuestionnaireState(glasses)): QuestionnaireState {
  return events.reduce(transition, from);
}

const choose = (answer: number): QuestionnaireEvent[] => [{ type: 'select', answer }, { type: 'next' }];

describe('§2 questionnaire: the graph an editor draws', () => {
  it.for([
    { name: 'a graph where every way ends at a result', graph: glasses, problems: [] },
    {
      name: 'an answer leading to a key nobody has',
      graph: graph({ a: ['b', 'typo'], b: ['r', 'r'] }, ['r']),
      problems: [{ kind: 'unknown-target', step: 'a', answer: 1, target: 'typo' }],
    },
    {
      name: 'an answer leading back to the step it came from',
      graph: graph({ a: ['b', 'r'], b: ['a', 'r'] }, ['r']),
      problems: [{ kind: 'cycle', step: 'b', answer: 0, target: 'a' }],
    },
    {
      name: 'a step leading to itself',
      graph: graph({ a: ['a', 'r'] }, ['r']),
      problems: [{ kind: 'cycle', step: 'a', answer: 0, target: 'a' }],
    },
    {
      name: 'a cycle in a part no answer reaches',
      graph: graph({ a: ['r', 'r'], x: ['y', 'r'], y: ['x', 'r'] }, ['r']),
      problems: [{ kind: 'cycle', step: 'y', answer: 0, target: 'x' }],
    },
    {
      name: 'two ways joining again (no cycle)',
      graph: graph({ a: ['b', 'c'], b: ['d', 'r'], c: ['d', 'r'], d: ['r', 'r'] }, ['r']),
      problems: [],
    },
    {
      name: 'no result at all',
      graph: graph({ a: ['b', 'b'], b: ['c', 'c'] }, []),
      problems: [
        { kind: 'unknown-target', step: 'b', answer: 0, target: 'c' },
        { kind: 'unknown-target', step: 'b', answer: 1, target: 'c' },
      ],
    },
  ])('finds the problems of $name', ({ graph: drawn, problems }) => {
    expect(findGraphProblems(drawn)).toEqual(problems);
  });

  it.for([
    { step: 'purpose', longest: 3 },
    { step: 'style', longest: 2 },
    { step: 'colour', longest: 1 },
    { step: 'sun', longest: 1 },
  ])('the longest way from $step takes $longest steps', ({ step, longest }) => {
    expect(longestWayFrom(glasses, step)).toBe(longest);
  });

  it('refuses to measure a graph with a cycle (the schema lets none through)', () => {
    expect(() => longestWayFrom(graph({ a: ['b', 'r'], b: ['a', 'r'] }, ['r']), 'a')).toThrow(/broken/);
  });

  it('needs a first step', () => {
    expect(() => questionnaireGraph([], [{ key: 'r' }])).toThrow(/at least one step/);
  });
});

describe('§2 questionnaire: walking the steps', () => {
  it.for<{
    name: string;
    events: QuestionnaireEvent[];
    view: QuestionnaireState['view'];
    history: unknown[];
  }>([
    {
      name: 'starts on the first step with nothing chosen',
      events: [],
      view: { kind: 'step', step: 'purpose', selected: undefined, missingAnswer: false },
      history: [],
    },
    {
      name: 'choosing an answer marks it and stays on the step',
      events: [{ type: 'select', answer: 1 }],
      view: { kind: 'step', step: 'purpose', selected: 1, missingAnswer: false },
      history: [],
    },
    {
      name: 'going on without an answer asks for one',
      events: [{ type: 'next' }],
      view: { kind: 'step', step: 'purpose', selected: undefined, missingAnswer: true },
      history: [],
    },
    {
      name: 'choosing after the error clears it',
      events: [{ type: 'next' }, { type: 'select', answer: 0 }],
      view: { kind: 'step', step: 'purpose', selected: 0, missingAnswer: false },
      history: [],
    },
    {
      name: 'an answer leads to its step (branch: everyday → style)',
      events: choose(0),
      view: { kind: 'step', step: 'style', selected: undefined, missingAnswer: false },
      history: [{ step: 'purpose', answer: 0 }],
    },
    {
      name: 'another answer takes another branch (sun → sun)',
      events: choose(1),
      view: { kind: 'step', step: 'sun', selected: undefined, missingAnswer: false },
      history: [{ step: 'purpose', answer: 1 }],
    },
    {
      name: 'an answer may lead straight to a result',
      events: choose(2),
      view: { kind: 'result', result: 'screen' },
      history: [{ step: 'purpose', answer: 2 }],
    },
    {
      name: 'the longest way ends at its result',
      events: [...choose(0), ...choose(0), ...choose(1)],
      view: { kind: 'result', result: 'classic-warm' },
      history: [
        { step: 'purpose', answer: 0 },
        { step: 'style', answer: 0 },
        { step: 'colour', answer: 1 },
      ],
    },
    {
      name: 'back returns to the previous step with its answer chosen',
      events: [...choose(0), { type: 'select', answer: 1 }, { type: 'back' }],
      view: { kind: 'step', step: 'purpose', selected: 0, missingAnswer: false },
      history: [],
    },
    {
      name: 'back from a result returns to the last step',
      events: [...choose(1), ...choose(0), { type: 'back' }],
      view: { kind: 'step', step: 'sun', selected: 0, missingAnswer: false },
      history: [{ step: 'purpose', answer: 1 }],
    },
    {
      name: 'back, then another answer, takes the other branch',
      events: [...choose(1), { type: 'back' }, ...choose(0)],
      view: { kind: 'step', step: 'style', selected: undefined, missingAnswer: false },
      history: [{ step: 'purpose', answer: 0 }],
    },
    {
      name: 'restart from a result begins again',
      events: [...choose(2), { type: 'restart' }],
      view: { kind: 'step', step: 'purpose', selected: undefined, missingAnswer: false },
      history: [],
    },
  ])('$name', ({ events, view, history }) => {
    const state = run(events);
    expect(state.view).toEqual(view);
    expect(state.history).toEqual(history);
  });

  it.for<{ name: string; events: QuestionnaireEvent[]; event: QuestionnaireEvent }>([
    { name: 'back on the first step', events: [], event: { type: 'back' } },
    { name: 'an answer that does not exist', events: [], event: { type: 'select', answer: 3 } },
    { name: 'a negative answer', events: [], event: { type: 'select', answer: -1 } },
    { name: 'choosing on a result', events: choose(2), event: { type: 'select', answer: 0 } },
    { name: 'going on from a result', events: choose(2), event: { type: 'next' } },
    { name: 'restart when nothing happened yet', events: [], event: { type: 'restart' } },
  ])('ignores $name (same state, no render)', ({ events, event }) => {
    const state = run(events);
    expect(transition(state, event)).toBe(state);
  });
});

describe('§2 questionnaire: progress ("Schritt 2 von 4")', () => {
  it.for<{ name: string; events: QuestionnaireEvent[]; progress: unknown; last: boolean }>([
    {
      name: 'the first step of the longest way',
      events: [],
      progress: { current: 1, total: 3 },
      last: false,
    },
    {
      name: 'the second step on the long branch',
      events: choose(0),
      progress: { current: 2, total: 3 },
      last: false,
    },
    {
      name: 'the second step on the short branch (the total shrinks)',
      events: choose(1),
      progress: { current: 2, total: 2 },
      last: true,
    },
    {
      name: 'the third step of three',
      events: [...choose(0), ...choose(0)],
      progress: { current: 3, total: 3 },
      last: true,
    },
    { name: 'a result', events: choose(2), progress: undefined, last: false },
    {
      name: 'back on the first step again',
      events: [...choose(1), { type: 'back' }],
      progress: { current: 1, total: 3 },
      last: false,
    },
  ])('$name', ({ events, progress, last }) => {
    const state = run(events);
    expect(questionnaireProgress(state)).toEqual(progress);
    expect(isLastStep(state)).toBe(last);
  });
});
