import type { Asset, AssetType } from '@booth/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { uploadAsset } from '@/features/assets/api/upload-asset';
import { type PreCheckProblem, preCheckFile } from '@/features/assets/pre-check';
import { randomId } from '@/lib/random-id';

export type UploadStatus = 'checking' | 'rejected' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  /** Identifies the row. */
  key: string;
  /** Sent as the asset id; kept across retries so a retry never creates a second asset. */
  clientId: string;
  file: File;
  kind: AssetType;
  tags: readonly string[];
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  problem?: PreCheckProblem;
  error?: unknown;
  asset?: Asset;
}

export interface UploadQueue {
  items: readonly UploadItem[];
  add: (files: readonly File[], kind: AssetType, tags: readonly string[]) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  clearFinished: () => void;
}

/** Several uploads at once, each with its own check, progress, error and retry. */
export function useUploadQueue({ onUploaded }: { onUploaded?: (asset: Asset) => void } = {}): UploadQueue {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = useCallback((key: string, changes: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      patch(item.key, { status: 'uploading', progress: 0, error: undefined });
      uploadAsset({
        id: item.clientId,
        file: item.file,
        assetType: item.kind,
        tags: item.tags,
        onProgress: (progress) => patch(item.key, { progress }),
      }).then(
        (asset) => {
          patch(item.key, { status: 'done', progress: 1, asset });
          void queryClient.invalidateQueries({ queryKey: assetListsKey });
          onUploaded?.(asset);
        },
        (error: unknown) => patch(item.key, { status: 'failed', error }),
      );
    },
    [patch, queryClient, onUploaded],
  );

  const add = useCallback(
    (files: readonly File[], kind: AssetType, tags: readonly string[]) => {
      const fresh = files.map(
        (file): UploadItem => ({ key: randomId(), clientId: randomId(), file, kind, tags: [...tags], status: 'checking', progress: 0 }),
      );
      setItems((list) => [...list, ...fresh]);
      for (const item of fresh) {
        void preCheckFile(kind, item.file).then((result) => {
          if (result.ok) start(item);
          else patch(item.key, { status: 'rejected', problem: result });
        });
      }
    },
    [patch, start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.status === 'failed') start(item);
    },
    [items, start],
  );

  const remove = useCallback((key: string) => setItems((list) => list.filter((item) => item.key !== key)), []);
  const clearFinished = useCallback(
    () => setItems((list) => list.filter((item) => item.status !== 'done' && item.status !== 'rejected')),
    [],
  );

  return { items, add, retry, remove, clearFinished };
}
