export { type Clock, createFakeClock, type FakeClock, systemClock } from './clock.ts';
export {
  createJobRunner,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobExecutor,
  type JobOptions,
  type JobRunner,
  nextOccurrence,
  PermanentJobError,
  type RecurringOptions,
} from './job-runner.ts';
export { currentRequestId, jobLogFields, withRequestId } from './request-origin.ts';
export type { Backoff } from './retry-backoff.ts';
