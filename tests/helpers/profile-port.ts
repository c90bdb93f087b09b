/**
 * The fake port of the profile flows' tests (profile-edit, profile-info, superior, agreements): their live
 * implementations against an API that answers from a table.
 */
import type { FlowPort, SessionReport } from '../../src/actors/port';
import { USER } from '../machines/models/fixtures';

/** A port whose API answers from `answers` (a function may throw) and records every call and report. */
export function fakePort(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const reports: SessionReport[] = [];
  const port = {
    deps: {
      api: {
        call: async (op: string, body: Record<string, unknown>) => {
          calls.push([op, body]);
          return answers[op]!(body);
        },
      },
    },
    report: (e: SessionReport) => void reports.push(e),
    sessionUser: () => USER,
    sessionPlayer: () => null,
    perform: () => {},
  } as unknown as FlowPort;
  return { port, calls, reports };
}
