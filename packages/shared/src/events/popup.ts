import { z } from 'zod';
import { designDefaults } from '../constants.ts';
import { color, longText, shortText, url } from './fields.ts';

/** A popup with text behind a link (campaigns §3 "Popup text"), e.g. the terms a consent refers to. */
export const popupTextSchema = z.object({
  type: z.literal('text').default('text'),
  title: shortText(),
  body: longText(),
  linkText: shortText(),
  linkColor: color(designDefaults.colors.primary),
});

/** A popup that shows a web page in a frame (campaigns §3 "WebFrame"). */
export const webFramePopupSchema = z.object({
  type: z.literal('webFrame'),
  question: shortText(),
  url: url(),
  linkText: shortText(),
  linkColor: color(designDefaults.colors.primary),
});

/** Popups of consent, survey items and data capture. A popup without `type` is a text popup. */
export const popupSchema = z.union([webFramePopupSchema, popupTextSchema]);
export type Popup = z.infer<typeof popupSchema>;
export type PopupText = z.infer<typeof popupTextSchema>;

/** Where a dialog appears: before the capture or after it. */
export const renderPositions = ['pre', 'post'] as const;
export type RenderPosition = (typeof renderPositions)[number];
