/** The free table's id, apart from its code: the app's catalog names its fallback without loading it (rules/appCatalog.ts). */
export const FREE_RULESET_ID = 'free';
