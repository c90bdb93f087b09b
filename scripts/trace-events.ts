/**
 * Chromium trace events as the benches read them (bench-interactions, bench-lighthouse, trace-hydration), and
 * the sampled JavaScript profile carried in them.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the event cost, without the time its thread waited for a core of a busy machine. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: Record<string, unknown>;
}

/** One sample of the profile: when (trace µs), the function running (with its file and line), for how long. */
export interface ProfileSample {
  readonly ts: number;
  readonly name: string;
  readonly ms: number;
}

/** The sampled profile of process `pid`: a Profile event (its start), then ProfileChunk events of samples and deltas. */
export function profileSamples(events: readonly TraceEvent[], pid: number): ProfileSample[] {
  const nodes = new Map<number, string>();
  const samples: ProfileSample[] = [];
  let clock = 0;
  for (const e of events.filter((x) => x.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const data = (e.args?.data ?? {}) as {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName?: string; url?: string; lineNumber?: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    if (e.name === 'Profile' && data.startTime !== undefined) clock = data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    for (const n of data.cpuProfile?.nodes ?? []) {
      const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
      const at = file ? ` ${file}:${(n.callFrame.lineNumber ?? 0) + 1}` : '';
      nodes.set(n.id, `${n.callFrame.functionName || '(anonymous)'}${at}`);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, name: nodes.get(id) ?? `#${id}`, ms: (deltas[i + 1] ?? 0) / 1000 });
    });
  }
  return samples;
}
