import { createContext, useContext } from 'react';
import type { SubmissionAnswer } from '../../core/schemas/index.js';

const GivenAnswersContext = /* @__PURE__ */ createContext<ReadonlyMap<string, SubmissionAnswer> | undefined>(undefined);

/** Hands the answers given in earlier rounds (`useGivenAnswers`) to the read-only fields of a task form. */
export const GivenAnswersProvider = GivenAnswersContext.Provider;

/** The answers given in earlier rounds of the enclosing task form, by requirement id; `undefined` outside one or while they load. */
export function useGivenAnswersContext(): ReadonlyMap<string, SubmissionAnswer> | undefined {
  return useContext(GivenAnswersContext);
}
