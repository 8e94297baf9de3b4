import { performance } from 'node:perf_hooks';
import client from 'prom-client';

/** Background job metrics (see registry.ts for the rest); prom-client's global registry. */
export const jobRuns = new client.Counter({
  name: 'campusnotes_job_runs_total',
  help: 'Background job runs finished, by job and outcome (completed, failed).',
  labelNames: ['job', 'outcome'] as const,
});

export const jobDuration = new client.Histogram({
  name: 'campusnotes_job_duration_seconds',
  help: 'Duration of background job runs, by job.',
  labelNames: ['job'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

export const jobsRunning = new client.Gauge({
  name: 'campusnotes_jobs_running',
  help: 'Background jobs running now, by job.',
  labelNames: ['job'] as const,
});

/** For the job queue: call when a run starts; the returned function when it ends. */
export function jobRunStarted(job: string): (outcome: 'completed' | 'failed') => void {
  const started = performance.now();
  jobsRunning.inc({ job });
  return (outcome) => {
    jobsRunning.dec({ job });
    jobRuns.inc({ job, outcome });
    jobDuration.observe({ job }, (performance.now() - started) / 1000);
  };
}
