/**
 * Document work in a child process (a LibreOffice conversion, the page renderer) failed:
 * `timedOut` when it passed its deadline, which the processing job reports in its own words.
 * Each kind of work declares its own subclass, named after it.
 */
export class ChildWorkError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
