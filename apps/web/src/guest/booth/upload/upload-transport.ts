export interface UploadRequest {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  /** Share of the body sent so far, 0…1. */
  onProgress: (fraction: number) => void;
}

export interface UploadResponse {
  status: number;
  body: unknown;
}

/** Sends one upload; rejects with NetworkError when no answer came (offline, connection dropped, timeout). */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
  }
}

/** A proxy's HTML error page is no JSON; the status then speaks for itself. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// A 300 MB video over venue Wi-Fi may take minutes; a connection that stalls longer than this is dead.
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** XMLHttpRequest, because fetch reports no upload progress. */
export const xhrTransport: UploadTransport = ({ url, body, headers, onProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError('Upload timed out'));
    xhr.onabort = () => reject(new NetworkError('Upload aborted'));
    xhr.send(body);
  });
