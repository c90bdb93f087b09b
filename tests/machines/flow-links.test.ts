/**
 * Links shared from the /flows simulator, replayed as tests (tests/helpers/flow-link.ts): each was copied
 * from the simulator after clicking the path it names, and must keep landing in the same state.
 */
import { describe, expect, it } from 'vitest';
import { decodeFlowLink, flowLinkCode, flowLinkHref } from '../../src/features/flows/flow-link';
import { flowLinkCase, replayFlowLink } from '../helpers/flow-link';

/** channel.select (QR) → amount 300.00 → submit → after 300 ms → createOrder answers a QR order. */
const DEPOSIT_QR_PANEL =
  'http://localhost:5173/flows/deposit?view=simulate&sim=1.WyJkZXBvc2l0IiwicGxhaW4iLFtbImUiLCJjaGFubmVsLnNlbGVjdCIseyJpZCI6Mn1dLFsiZSIsImFtb3VudC5wcmVzZXQiLHsiYW1vdW50IjozMDAwMH1dLFsiZSIsImRlcG9zaXQuc3VibWl0Il0sWyJ3IiwzMDBdLFsiZCIsImNyZWF0ZU9yZGVyIiwiUVIgb3JkZXIiXV1d';

/** …then the sheet is closed and all four checks answer "not paid yet", 3 s apart. */
const DEPOSIT_STILL_WAITING =
  '/flows/deposit?view=simulate&sim=1.WyJkZXBvc2l0IiwicGxhaW4iLFtbImUiLCJjaGFubmVsLnNlbGVjdCIseyJpZCI6Mn1dLFsiZSIsImFtb3VudC5wcmVzZXQiLHsiYW1vdW50IjozMDAwMH1dLFsiZSIsImRlcG9zaXQuc3VibWl0Il0sWyJ3IiwzMDBdLFsiZCIsImNyZWF0ZU9yZGVyIiwiUVIgb3JkZXIiXSxbImUiLCJwYW5lbC5jbG9zZSJdLFsiZCIsImNoZWNrT3JkZXIiLCJub3QgcGFpZCB5ZXQiXSxbInciLDMwMDBdLFsiZCIsImNoZWNrT3JkZXIiLCJub3QgcGFpZCB5ZXQiXSxbInciLDMwMDBdLFsiZCIsImNoZWNrT3JkZXIiLCJub3QgcGFpZCB5ZXQiXSxbInciLDMwMDBdLFsiZCIsImNoZWNrT3JkZXIiLCJub3QgcGFpZCB5ZXQiXV1d';

describe('shared simulator links', () => {
  flowLinkCase('deposit: to the QR panel', DEPOSIT_QR_PANEL, { paying: 'open' });
  flowLinkCase('deposit: to "still waiting"', DEPOSIT_STILL_WAITING, 'stillWaiting');

  it('the QR link really is a QR order with its full countdown, remembered for a reload', () => {
    const sim = replayFlowLink(DEPOSIT_QR_PANEL);
    const context = sim.snapshot.context as { order: { panel: string; qrInfo?: unknown }; secondsLeft: number };
    expect(context.order.panel).toBe('qr');
    expect(context.order.qrInfo).toBeDefined();
    expect(context.secondsLeft).toBe(600);
    // The order exists: the deposit asked without an answer is forgotten, the order is kept for a reload.
    expect(sim.log.at(-1)?.intents).toEqual([
      expect.objectContaining({ kind: 'action', name: 'keepIntent' }),
      expect.objectContaining({ kind: 'action', name: 'rememberOrder' }),
    ]);
    sim.stop();
  });

  it('a link whose path no longer replays fails with the step and the reason', () => {
    // The same QR link with its last step made a check: no checkOrder runs while the order is being created.
    const link = decodeFlowLink(flowLinkCode(DEPOSIT_QR_PANEL)!);
    const broken = flowLinkHref({
      ...link,
      steps: [...link.steps.slice(0, -1), { t: 'done', actor: 'checkOrder', outcome: 'paid' }],
    });
    expect(() => replayFlowLink(broken)).toThrow(/step 5: "checkOrder" is not running in "creating"/);
  });
});
