/** The examples in docs/scenario-format.md must stay valid, warning-free scenarios. */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText } from './parseScenario';

it('the documented example parses with no problems or warnings', () => {
  const markdown = readFileSync(new URL('../../docs/scenario-format.md', import.meta.url), 'utf8');
  const json = markdown.split('```json')[1]?.split('```')[0] ?? '';
  const result = parseScenarioText(json);
  expect(result.ok ? result.warnings : result.problems).toEqual([]);
  expect(result.ok && result.scenario.figures).toHaveLength(4);
});

it('the documented units example parses with no problems or warnings, its members in their slots', () => {
  const markdown = readFileSync(new URL('../../docs/scenario-format.md', import.meta.url), 'utf8');
  const json = markdown.split('```json')[2]?.split('```')[0] ?? '';
  const result = parseScenarioText(json);
  expect(result.ok ? result.warnings : result.problems).toEqual([]);
  expect(result.ok && result.scenario.units?.map((u) => u.id)).toEqual(['pikes', 'scouts']);
});
