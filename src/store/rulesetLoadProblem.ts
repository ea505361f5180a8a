/**
 * A ruleset's code not loaded (yet, or at all), as the store reports it: the ruleset a save names,
 * read before the save is parsed (to load that code first), and the problem a failed or missing
 * load is to whoever asked to open or start the game (the error panels read its `code`).
 */
import type { SaveProblem } from '../engine/saveFile';

/** Characters of a damaged save's start searched for its ruleset id (a save is JSON; `rulesetId` is a top-level field). */
const PEEK_CHARS = 4096;
const RULESET_FIELD = /"rulesetId"\s*:\s*"([^"\\]{1,64})"/;

/**
 * The ruleset a save file's text names, read before parsing it (to load that ruleset's code
 * first); null when the text does not say (the full parse then reports why).
 */
export function saveRulesetId(text: string): string | null {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
      const id = (json as { rulesetId?: unknown }).rulesetId;
      return typeof id === 'string' ? id : null;
    }
    return null;
  } catch {
    // Not JSON: the parser says where. A damaged tail may still name the ruleset at its start.
    return RULESET_FIELD.exec(text.slice(0, PEEK_CHARS))?.[1] ?? null;
  }
}

/** The problem a failed chunk load is reported as to whoever asked to open or start the game. */
export const rulesetLoadProblem = (rulesetId: string, detail: string): SaveProblem => ({
  path: 'rulesetId', code: 'rulesetLoadFailed', message: `rulesetId: the rules of "${rulesetId}" did not load: ${detail}`, params: { id: rulesetId, detail },
});
