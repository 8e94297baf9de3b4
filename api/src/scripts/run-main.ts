/**
 * Runs a command-line script's `main`: the process exits with the code it returns, or, when it
 * throws, prints why in one line (no stack: the reader is an operator) and exits 1.
 */
export function runMain(main: () => Promise<number>, describeFailure: (reason: string) => string = (reason) => reason): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(describeFailure(err instanceof Error ? err.message : String(err)));
      process.exit(1);
    },
  );
}
