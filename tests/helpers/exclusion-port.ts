/**
 * The fake port of the exclusion flows' tests (account-security, exclusion-confirm, end-exclusion): their live
 * implementations against an API that answers from a table and fails on any other call.
 */
import type { FlowPort } from '../../src/actors/port';

export function fakePort(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const reports: unknown[] = [];
  const port = {
    deps: {
      api: {
        call: async (op: string, body: Record<string, unknown>) => {
          calls.push([op, body]);
          const answer = answers[op];
          if (!answer) throw new Error(`unexpected call ${op}`);
          return answer(body);
        },
      },
    },
    report: (e: unknown) => void reports.push(e),
    sessionUser: () => null,
  } as unknown as FlowPort;
  return { port, calls, reports };
}
