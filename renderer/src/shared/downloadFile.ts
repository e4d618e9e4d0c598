/**
 * Saves a file the server answers to the admin token: a plain link cannot carry the token, so the file
 * is fetched and handed to the browser to save, under the name the server gives it (Content-Disposition).
 * Rejects when the file cannot be had, so the screen can say so.
 */
export async function downloadFile(path: string, token: string | null, fallbackName: string) {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
