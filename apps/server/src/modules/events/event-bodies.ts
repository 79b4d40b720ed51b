import { eventCreateSchema, eventUpdateSchema, gifDelayFromServer, stripForCreate, stripForUpdate } from '@booth/shared';
import { z } from 'zod';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a body whose GIF settings come in the server-payload form of campaigns §3/§4 (what the shared
 * `toServerPayload` makes: `preRollVideoId`/`postRollVideoId`, the delay in milliseconds) as well as
 * in the model's form (`preRollVideo`, seconds); `gifDelayFromServer` tells the units apart.
 */
export function readGifPayload(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body.shutter) || !isRecord(body.shutter.gif)) return body;
  const { preRollVideoId, postRollVideoId, ...gif } = body.shutter.gif;
  const delay = gif.delayBetweenCapturingFrame;
  return {
    ...body,
    shutter: {
      ...body.shutter,
      gif: {
        ...gif,
        ...(typeof delay === 'number' ? { delayBetweenCapturingFrame: gifDelayFromServer(delay) } : {}),
        ...(preRollVideoId !== undefined && gif.preRollVideo === undefined ? { preRollVideo: preRollVideoId } : {}),
        ...(postRollVideoId !== undefined && gif.postRollVideo === undefined ? { postRollVideo: postRollVideoId } : {}),
      },
    },
  };
}

/** POST /events: the payload stripped for create (campaigns §5), then the shared create schema. */
export const eventCreateBodySchema = z.preprocess((body) => (isRecord(body) ? readGifPayload(stripForCreate(body)) : body), eventCreateSchema);

/** PUT /events/{id}: the payload stripped for update (campaigns §5), then the shared update schema. */
export const eventUpdateBodySchema = z.preprocess((body) => (isRecord(body) ? readGifPayload(stripForUpdate(body)) : body), eventUpdateSchema);
