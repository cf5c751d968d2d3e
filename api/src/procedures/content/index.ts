import type { ProcedureTable } from '../../rpc/define-procedure.ts';

/** The content calls (Storyblok CDN API through storyblok-js-client). */
export const contentProcedures: ProcedureTable = {};
