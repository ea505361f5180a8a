/**
 * Test support (never shipped): the BATTLESYSTEM words of one language as the locale file holds
 * them, and the text at a dotted key (`battlesystem.card.weapon.pike`), for tests that the rules'
 * label keys have words. Read from the file, not imported: the rules never depend on the UI.
 */
import { readFileSync } from 'node:fs';

export type LocaleWords = Readonly<Record<string, unknown>>;

export const bsLocaleWords = (lang: 'en' | 'ru'): LocaleWords =>
  JSON.parse(readFileSync(new URL(`../../../ui/locales/battlesystem.${lang}.json`, import.meta.url), 'utf8')) as LocaleWords;

/** The value at `key` (dots between the levels), or undefined. */
export const wordsAt = (words: LocaleWords, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], words);
