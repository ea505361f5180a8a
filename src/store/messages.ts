/**
 * Messages for the status line and the ghost, as translation keys with parameters.
 * The store never holds display text: the UI turns a key into English or Russian.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
  readonly tone: 'info' | 'error';
}
