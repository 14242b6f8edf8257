// Save a text file from the page: games, circuits and lab exports all go through this one helper.
export function download(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a game exported today. */
export function gameFileName(date = new Date()): string {
  return `titan-race-${date.toISOString().slice(0, 10)}.json`;
}
