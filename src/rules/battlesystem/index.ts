/** The BATTLESYSTEM ruleset (its own chunk in the browser: rules/rulesetLoaders.ts). */
export { battlesystemRuleset } from './bsRuleset';
export { BS_ID } from './flow/bsTypes';
