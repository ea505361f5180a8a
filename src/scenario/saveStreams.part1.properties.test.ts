/**
 * Part 1 of 2 of the property in testSaveStreams.ts (issue 12): for random legal streams of every
 * shipped ruleset, the save of a step loads, validates and replays to the same game, undo and redo
 * included. Split in two files so vitest's workers run the halves side by side; the parts differ
 * only in their fast-check seed.
 */
import { describeSaveStreams } from './testSaveStreams';

describeSaveStreams(1);
