/**
 * The calculator's inputs in the page URL's query string, so that a link shares them and a reload
 * keeps them. Parsing never throws: a missing, malformed or out-of-range value keeps the default.
 */
import type {Option} from './series';
import type {SizingInputs} from './sizing';

export type NumberField = Exclude<keyof SizingInputs, 'options'>;

/** Bounds of each number input; the upper bounds keep hostile URLs from producing absurd figures. */
export const NUMBER_BOUNDS: Record<NumberField, {min: number; max: number}> = {
  nodes: {min: 1, max: 1_000_000},
  socketsPerNode: {min: 0, max: 64},
  gpusPerNode: {min: 0, max: 1_024},
  runningUnitsPerNode: {min: 0, max: 10_000},
  unitsPerDay: {min: 0, max: 100_000_000},
  nodesPerUnit: {min: 1, max: 1_000_000},
  gpuExporterSeriesPerGpu: {min: 0, max: 100_000},
  dcgmProfilingFields: {min: 0, max: 12},
  ebpfMountsPerUnit: {min: 1, max: 1_000},
  scrapeIntervalSeconds: {min: 1, max: 86_400},
  retentionDays: {min: 1, max: 36_500},
};

/** A number within the field's bounds, or undefined. Only plain decimal numbers are accepted. */
export function parseNumber(field: NumberField, text: string | null | undefined): number | undefined {
  if (typeof text !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return undefined;
  const value = Number(text);
  const {min, max} = NUMBER_BOUNDS[field];
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** Inputs from a query string (`?nodes=1500&psi=1`): each valid parameter replaces its default. */
export function parseInputs(search: string, defaults: SizingInputs): SizingInputs {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return defaults;
  }
  const inputs: SizingInputs = {...defaults, options: {...defaults.options}};
  for (const field of Object.keys(NUMBER_BOUNDS) as NumberField[]) {
    const value = parseNumber(field, params.get(field));
    if (value !== undefined) inputs[field] = value;
  }
  for (const option of Object.keys(defaults.options) as Option[]) {
    const value = params.get(option);
    if (value === '1') inputs.options[option] = true;
    else if (value === '0') inputs.options[option] = false;
  }
  return inputs;
}

/** The query string (without `?`) of the inputs that differ from the defaults, in a stable order. */
export function serialiseInputs(inputs: SizingInputs, defaults: SizingInputs): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(NUMBER_BOUNDS) as NumberField[]) {
    if (inputs[field] !== defaults[field]) params.set(field, String(inputs[field]));
  }
  for (const option of Object.keys(defaults.options) as Option[]) {
    if (inputs.options[option] !== defaults.options[option]) params.set(option, inputs.options[option] ? '1' : '0');
  }
  return params.toString();
}

/** The page URL with the query string replaced, other parameters of the calculator dropped. */
export function urlWithInputs(href: string, inputs: SizingInputs, defaults: SizingInputs): string {
  const url = new URL(href);
  const known = new Set<string>([...Object.keys(NUMBER_BOUNDS), ...Object.keys(defaults.options)]);
  for (const key of [...url.searchParams.keys()]) if (known.has(key)) url.searchParams.delete(key);
  for (const [key, value] of new URLSearchParams(serialiseInputs(inputs, defaults))) url.searchParams.set(key, value);
  return url.toString();
}
