// Types of build-stamp.mjs, which plain Node runs before anything is built (so it is JavaScript).
export declare const ROOT: string;
export declare const BUILD_INPUTS: { web: string[]; server: string[] };
export declare function hashInputs(inputs: readonly string[], root?: string): Promise<string>;
export declare function readStamp(stampPath: string): Promise<string | undefined>;
export declare function writeStamp(stampPath: string, inputsHash: string): Promise<void>;
export declare function isStale(recorded: string | undefined, current: string): boolean;
