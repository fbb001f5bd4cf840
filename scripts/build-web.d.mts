export declare const root: string;
export declare function buildWebIfNeeded(): void;
