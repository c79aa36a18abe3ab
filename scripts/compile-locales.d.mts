// Types of scripts/compile-locales.mjs for the tests that check the catalogs.
export declare const LANGS: readonly string[];
export declare const SOURCE_LANG: string;
export declare function parsePo(text: string, file?: string): Map<string, string>;
export declare function compileCatalogs(options?: { root?: string; write?: boolean }): {
  sources: Record<string, Map<string, string>>;
  catalogs: Record<string, Record<string, unknown>>;
};
