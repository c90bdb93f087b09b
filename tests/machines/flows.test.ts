import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOWS_DIR, generateFlows } from '../../scripts/flows';

describe('docs/flows', () => {
  const files = generateFlows();

  it('has exactly one diagram per machine plus the index (run npm run flows)', () => {
    const committed = existsSync(FLOWS_DIR) ? readdirSync(FLOWS_DIR).sort() : [];
    expect(committed).toEqual([...files.keys()].sort());
  });

  it.each([...files.keys()].map((f) => [f]))('%s is up to date (run npm run flows)', (file) => {
    expect(readFileSync(FLOWS_DIR + file, 'utf8') === files.get(file), `docs/flows/${file} is stale`).toBe(true);
  });

  it('draws every state of a machine and labels delays and guards readably', () => {
    const otp = files.get('otp-countdown.md') ?? '';
    expect(otp).toContain('debouncing --> sending : after 300 ms');
    expect(otp).toContain('counting --> counting : after 1 s [hasSecondsLeft]');
    expect(otp).toContain('sending : invokes sendOtp');
    expect(files.get('login.md')).toContain(
      'form__editing --> form__debouncing : login.submit [isFilled and not isTermsMissing]',
    );
  });
});
