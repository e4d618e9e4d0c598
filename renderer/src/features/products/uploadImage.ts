import { ApiError } from '../../../../common/apiClient';
import type { ResponseOf } from '../../../../common/contract';
import { isErrorCode } from '../../../../common/errors';
import { UPLOAD_FIELD } from '../../../../common/products';

type UploadAnswer = ResponseOf<'POST /api/uploads'>;

/**
 * POST /api/uploads with upload progress, which fetch cannot report: XMLHttpRequest it is. Failures
 * become ApiError like every other call, so the session and the messages treat them alike.
 */
export function uploadImage(
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.responseType = 'json';
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = request.response as { code?: unknown; message?: unknown } | null;
      if (request.status >= 200 && request.status < 300) return resolve(payload as UploadAnswer);
      const code = isErrorCode(payload?.code) ? payload.code : 'INTERNAL';
      const message =
        typeof payload?.message === 'string' ? payload.message : `HTTP ${request.status}: ${request.statusText}`;
      reject(new ApiError(request.status, code, message));
    };
    request.onerror = () =>
      reject(new ApiError(0, 'UNAVAILABLE', 'The shop could not be reached. Please check your connection.'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    request.send(form);
  });
}
