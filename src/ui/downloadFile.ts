/**
 * Giving the player a file: a save to keep or to send to the other player. The browser's download
 * (a Blob behind an `<a download>`), so nothing leaves the machine.
 */

/** `<scenario-name>-turn-<n>.skirmish.json`: the name in lower case, anything but letters and digits as dashes. */
export function saveFileName(scenarioName: string, turn: number): string {
  const slug = scenarioName.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${slug === '' ? 'game' : slug}-turn-${Math.max(0, Math.floor(turn))}.skirmish.json`;
}

/** Download `text` as a file named `fileName`. */
export function downloadText(fileName: string, text: string, mimeType = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
