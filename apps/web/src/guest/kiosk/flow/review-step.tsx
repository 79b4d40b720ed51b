/*
 * The kiosk flow's review step, behind one boundary: the review editor with the tools the campaign
 * enables (draw, emoji, stickers, text, filters, sliders, GIF speed).
 */
export { ReviewEditor as ReviewStep } from '@/guest/kiosk/review/review-editor';
