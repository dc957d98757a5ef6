// CO2.js ships no type declarations: the part of its API that src/plugins/page-footprint uses.
declare module '@tgwf/co2' {
  export interface Co2Options {
    model?: 'swd' | '1byte';
    version?: 3 | 4;
    rating?: boolean;
    results?: 'segment';
  }
  export class co2 {
    constructor(options?: Co2Options);
    /** Grams of CO2e for `bytes` transferred; an object with `total` and `rating` when `rating` is set. */
    perByte(bytes: number, green?: boolean): number | {total: number; rating: string};
  }
}
