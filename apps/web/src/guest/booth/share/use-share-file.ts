import { useEffect, useState } from 'react';

/**
 * The picture as a File for the Web Share sheet, fetched ahead of the tap: a browser only opens the
 * sheet during the tap's user activation, which an on-demand download could outlast.
 */
export function useShareFile(source: { url: string; mimetype: string; name: string } | null, enabled: boolean): File | null {
  const [file, setFile] = useState<{ url: string; file: File } | null>(null);
  const url = source?.url ?? null;
  const mimetype = source?.mimetype ?? '';
  const name = source?.name ?? '';

  useEffect(() => {
    if (!enabled || !url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then(
        (blob) => setFile({ url, file: new File([blob], name, { type: blob.type || mimetype }) }),
        // Without the file the sheet still shares the link.
        () => undefined,
      );
    return () => controller.abort();
  }, [url, mimetype, name, enabled]);

  return file && file.url === url ? file.file : null;
}
