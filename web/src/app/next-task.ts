/**
 * Resolves in a new task of the event loop: work after it does not lengthen the current task,
 * so that the browser can paint and answer input in between (a long task on a phone's CPU is
 * what Lighthouse's Total Blocking Time counts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
