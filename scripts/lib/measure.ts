/** What `npm run bench`, `bench:search` and `lighthouse` share: their options, medians, the load and the results. */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The command line's options (an unknown one is refused by name) and, where `allowPositionals`, its other words. */
export function commandLine<T extends NonNullable<ParseArgsConfig['options']>>(options: T, allowPositionals = false) {
  try {
    return parseArgs({args: process.argv.slice(2), options, allowPositionals});
  } catch (error) {
    console.error(`${path.basename(process.argv[1])}: ${(error as Error).message}`);
    process.exit(2);
  }
}

/** A whole number from `min` to `max` given to `--name`, else a clear error. */
export function wholeNumber(name: string, value: string, min: number, max = Infinity): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`--${name} takes a whole number from ${min}${max === Infinity ? '' : ` to ${max}`}`);
  return number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The 1-minute load average: the machine may be shared, and timings grow with it. */
export const loadAverage = (): string => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

/** Writes `bench-results/<name>`, which two commits' runs are compared by; its path. */
export function writeResults(name: string, data: unknown): string {
  const file = path.join(ROOT, 'bench-results', name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
