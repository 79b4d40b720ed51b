import { z } from 'zod';

/** `print_send`: this server sends one print job itself (a postcard, or directly to the venue's printer). */
export const printSendPayloadSchema = z.object({ jobId: z.uuid() });
