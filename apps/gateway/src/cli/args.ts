import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command-line mistake: printed as one line, exit code 1. */
export class UsageError extends Error {}

/** `--name value` options, strictly: an unknown option or a missing value is a UsageError. */
export function readArgs<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
}

/** Runs a CLI: prints a UsageError (or any other failure) as one line and exits 1. */
export async function runCli(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const hint = error instanceof UsageError ? ' (see --help)' : '';
    process.stderr.write(`${name}: ${(error as Error).message}${hint}\n`);
    process.exit(1);
  }
}

export function integerArg(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number ${min}..${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}
