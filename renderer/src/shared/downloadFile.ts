import { ApiError } from '../../../common/apiClient';
import { LEFT_OUT_HEADER } from '../../../common/courierFacts';
import { isErrorCode } from '../../../common/errors';

/**
 * Fetches a file the server answers to the admin token (a plain link or <img> cannot carry the token).
 * Rejects when the file cannot be had, with the server's message when it gave one, so the screen can say so.
 */
export async function fetchFile(path: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    // A refusal the server explains (e.g. the courier CSV with a transfer not checked) reaches the screen in its words.
    const answer = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const message = typeof answer?.message === 'string' ? answer.message : `The server answered ${response.status}`;
    throw new ApiError(response.status, isErrorCode(answer?.code) ? answer.code : 'INTERNAL', message);
  }
  return response;
}

/**
 * Saves a file the server answers to the admin token (fetchFile), under the name the server gives it
 * (Content-Disposition). Answers the response, whose headers may say more (a booking file's left-out orders).
 */
export async function downloadFile(path: string, token: string | null, fallbackName: string): Promise<Response> {
  const response = await fetchFile(path, token);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
  return response;
}

/** What a booking file says it left out as not ready to book (decision 0143), or null when it left out none. */
export async function downloadBookingFile(path: string, token: string | null, fallbackName: string) {
  const leftOut = (await downloadFile(path, token, fallbackName)).headers.get(LEFT_OUT_HEADER);
  return leftOut ? decodeURIComponent(leftOut) : null;
}
