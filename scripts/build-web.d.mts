export declare const root: string;
export declare const serverEntry: string;
export declare function buildWebIfNeeded(): void;
export declare function buildServerIfNeeded(): void;
