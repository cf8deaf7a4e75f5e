/** Saves a file the browser holds in memory under its name, as a download link would. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
