/** The @statelyai/inspect wiring: development only, behind localStorage `inspect`, never in the app's way. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devInspector } from '../../src/app/inspector';
import { memoryStorage } from '../helpers/render';

const next = vi.hoisted(() => vi.fn());
const createBrowserInspector = vi.hoisted(() => vi.fn(() => ({ inspect: { next } })));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

const event = { type: '@xstate.event' } as never;

describe('dev inspector', () => {
  it('is off unless localStorage inspect is "1"', async () => {
    expect(await devInspector(memoryStorage())).toBeUndefined();
    expect(await devInspector(memoryStorage({ inspect: 'true' }))).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('forwards inspection events in development, and swallows the inspector failing', async () => {
    const inspect = await devInspector(memoryStorage({ inspect: '1' }));
    expect(inspect).toBeTypeOf('function');
    inspect!(event);
    expect(next).toHaveBeenCalledWith(event);
    next.mockImplementation(() => {
      throw new Error('inspector window closed');
    });
    expect(() => inspect!(event)).not.toThrow();
  });

  it('is absent from production builds', async () => {
    vi.stubEnv('DEV', false);
    expect(await devInspector(memoryStorage({ inspect: '1' }))).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('gives up quietly when the inspector cannot be created', async () => {
    createBrowserInspector.mockImplementationOnce(() => {
      throw new Error('no window.open');
    });
    expect(await devInspector(memoryStorage({ inspect: '1' }))).toBeUndefined();
  });
});
