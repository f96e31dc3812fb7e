// One answer of a timed phase: its latency, and what did not go as planned counted by status.
import type { Answer } from './http.ts';
import { countOther, type Phase } from './measure.ts';

/** A call whose network error comes back as a value, so one refused socket does not end the phase. */
export const attempt = (call: Promise<Answer>) => call.catch((error: unknown) => error as Error);

/** Records one answer in the phase: 200 counts as done, anything else by status and body. */
export function record(phase: Phase, answer: Answer | Error) {
  if (answer instanceof Error) {
    countOther(phase, `network error ${answer.message}`);
    return false;
  }
  phase.latencies.push(answer.ms);
  if (answer.status === 200) return true;
  countOther(phase, `HTTP ${answer.status} ${answer.body.slice(0, 160)}`);
  return false;
}
