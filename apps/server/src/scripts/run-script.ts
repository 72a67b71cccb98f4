/** Runs a command-line task: prints its result, or its error without a stack, and sets the exit code. */
export async function runScript(task: () => Promise<string>): Promise<void> {
  try {
    console.log(await task());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
