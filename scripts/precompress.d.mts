export declare const MIN_PRECOMPRESS_BYTES: number;
export declare function precompressDir(
  dir: string,
): { file: string; raw: number; br: number; gzip: number }[];
