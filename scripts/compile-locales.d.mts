// Types of scripts/compile-locales.mjs for the tests that check the catalogs.
export declare const LANGS: readonly string[];
export declare const SOURCE_LANG: string;
export declare function parsePo(text: string, file?: string): Map<string, string>;
export declare function moduleGraph(entry: string, lazy?: Set<string>): string[];
export declare function messageIdsOf(files: readonly string[], known: ReadonlySet<string>): Set<string>;
export declare function catalogGroups(root: string, known: ReadonlySet<string>): Record<string, { widgets: string[]; ids: Set<string>; completes?: string }>;
export declare function idFamilies(root?: string): string[];
export declare function shortIds(ids: Iterable<string>, families: readonly string[]): Map<string, string>;
export declare function shortenIds(code: string, short: ReadonlyMap<string, string>): string;
export declare function compileCatalogs(options?: { root?: string; write?: boolean }): {
  sources: Record<string, Map<string, string>>;
  catalogs: Record<string, Record<string, unknown>>;
  groups: Record<string, { widgets: string[]; ids: Set<string>; completes?: string }>;
  short: Map<string, string>;
};
