/**
 * bench:hit with BENCH_COMPILED (scripts/bench-hit.ts): preloaded (`node --import`) into an app tier it runs as a
 * whole process, so that its clock stops on the message 'freeze' as the bench's own tier role does (its cached
 * campaign page then never goes stale).
 */
process.on('message', (message) => {
  if (message !== 'freeze') return;
  const frozen = Date.now();
  Date.now = () => frozen;
});
