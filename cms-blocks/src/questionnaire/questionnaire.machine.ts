/*
 * The questionnaire's step logic as a pure state machine: no React, no texts. A questionnaire is
 * a graph an editor draws in the CMS: steps whose answers lead to another step or to a result.
 * The schema refuses graphs this machine could not walk (`findGraphProblems`), so the machine
 * may treat a missing step or a cycle as a broken invariant.
 */

/** Where each step's answers lead, by key. Texts stay with the content. */
export type QuestionnaireGraph = {
  /** The first step's key. */
  readonly start: string;
  /** Each step's answers, in order, as the key of the step or result they lead to. */
  readonly steps: ReadonlyMap<string, readonly string[]>;
  readonly results: ReadonlySet<string>;
};

/** The graph of steps and results as the content lists them; the first step is the start. */
export function questionnaireGraph(
  steps: readonly { key: string; answers: readonly { next: string }[] }[],
  results: readonly { key: string }[],
): QuestionnaireGraph {
  const [first] = steps;
  if (!first) throw new Error('A questionnaire needs at least one step');
  return {
    start: first.key,
    steps: new Map(steps.map((step) => [step.key, step.answers.map((answer) => answer.next)])),
    results: new Set(results.map((result) => result.key)),
  };
}

/** Why a graph cannot be walked: an answer leads nowhere, or back to a step already on its way. */
export type GraphProblem = {
  readonly kind: 'unknown-target' | 'cycle';
  readonly step: string;
  /** The answer's position in its step. */
  readonly answer: number;
  readonly target: string;
};

/**
 * Every answer that leads to no step or result, and every answer that closes a cycle (the
 * shopper could answer forever and never see a result). An empty list means every way through
 * the questionnaire ends at a result.
 */
export function findGraphProblems(graph: QuestionnaireGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const visited = new Map<string, 'on-path' | 'done'>();
  const visit = (step: string) => {
    visited.set(step, 'on-path');
    for (const [answer, target] of (graph.steps.get(step) ?? []).entries()) {
      if (graph.results.has(target)) continue;
      if (!graph.steps.has(target)) {
        problems.push({ kind: 'unknown-target', step, answer, target });
      } else if (visited.get(target) === 'on-path') {
        problems.push({ kind: 'cycle', step, answer, target });
      } else if (!visited.has(target)) {
        visit(target);
      }
    }
    visited.set(step, 'done');
  };
  // From every step, not only the start: an unreachable part is still the editor's to fix.
  for (const step of graph.steps.keys()) if (!visited.has(step)) visit(step);
  // In the order of the content, as the editor reads it, not in the order the walk met them.
  const order = [...graph.steps.keys()];
  return problems.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step) || a.answer - b.answer);
}

/**
 * The most steps a shopper may still answer from `step` on, itself included. Progress counts
 * against it, so the total ("Schritt 2 von 4") can only shrink as the shopper goes on.
 */
export function longestWayFrom(graph: QuestionnaireGraph, step: string): number {
  const memo = new Map<string, number>();
  const length = (key: string, depth: number): number => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const targets = graph.steps.get(key);
    if (!targets || depth > graph.steps.size) {
      throw new Error(`Questionnaire graph is broken at step "${key}"`);
    }
    const rest = targets.map((target) => (graph.results.has(target) ? 0 : length(target, depth + 1)));
    const total = 1 + Math.max(0, ...rest);
    memo.set(key, total);
    return total;
  };
  return length(step, 0);
}

/** One answered step on the shopper's way, so Back can return to it with the answer chosen. */
type AnsweredStep = { readonly step: string; readonly answer: number };

type QuestionnaireView =
  | {
      readonly kind: 'step';
      readonly step: string;
      /** The chosen answer's position; none until the shopper picks one. */
      readonly selected: number | undefined;
      /** The shopper asked to go on without choosing: the step shows its error. */
      readonly missingAnswer: boolean;
    }
  | { readonly kind: 'result'; readonly result: string };

export type QuestionnaireState = {
  readonly graph: QuestionnaireGraph;
  /** The steps answered to get here, oldest first. */
  readonly history: readonly AnsweredStep[];
  readonly view: QuestionnaireView;
};

export type QuestionnaireEvent =
  | { readonly type: 'select'; readonly answer: number }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'restart' };

function stepView(step: string, selected?: number): QuestionnaireView {
  return { kind: 'step', step, selected, missingAnswer: false };
}

/** The first step, nothing answered. */
export function initialQuestionnaireState(graph: QuestionnaireGraph): QuestionnaireState {
  return { graph, history: [], view: stepView(graph.start) };
}

/**
 * The questionnaire's reducer. An event that does not apply (Back on the first step, choosing an
 * answer on the result) returns the state unchanged, so React skips the render.
 */
export function transition(state: QuestionnaireState, event: QuestionnaireEvent): QuestionnaireState {
  const { graph, history, view } = state;
  switch (event.type) {
    case 'select': {
      if (view.kind !== 'step') return state;
      const answers = graph.steps.get(view.step) ?? [];
      if (!Number.isInteger(event.answer) || event.answer < 0 || event.answer >= answers.length) return state;
      return { ...state, view: { ...view, selected: event.answer, missingAnswer: false } };
    }
    case 'next': {
      if (view.kind !== 'step') return state;
      if (view.selected === undefined) return { ...state, view: { ...view, missingAnswer: true } };
      const target = graph.steps.get(view.step)?.[view.selected];
      if (target === undefined) throw new Error(`Step "${view.step}" has no answer ${view.selected}`);
      const answered = [...history, { step: view.step, answer: view.selected }];
      if (graph.results.has(target))
        return { graph, history: answered, view: { kind: 'result', result: target } };
      if (!graph.steps.has(target)) throw new Error(`Questionnaire graph has no step "${target}"`);
      return { graph, history: answered, view: stepView(target) };
    }
    case 'back': {
      const previous = history.at(-1);
      if (!previous) return state;
      return { graph, history: history.slice(0, -1), view: stepView(previous.step, previous.answer) };
    }
    case 'restart':
      return history.length === 0 &&
        view.kind === 'step' &&
        view.selected === undefined &&
        !view.missingAnswer
        ? state
        : initialQuestionnaireState(graph);
  }
}

/** "Step 2 of 4" on a step: its number and the most steps the way can still take; none on a result. */
export function questionnaireProgress(
  state: QuestionnaireState,
): { current: number; total: number } | undefined {
  if (state.view.kind !== 'step') return undefined;
  const done = state.history.length;
  return { current: done + 1, total: done + longestWayFrom(state.graph, state.view.step) };
}

/** Whether the current step is the last on every way: all its answers lead to results. */
export function isLastStep(state: QuestionnaireState): boolean {
  return state.view.kind === 'step' && longestWayFrom(state.graph, state.view.step) === 1;
}
