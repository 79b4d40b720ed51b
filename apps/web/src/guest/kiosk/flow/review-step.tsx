/*
 * The kiosk flow's review step, behind one boundary: the review editor with its tools
 * (kiosk/review/review-editor.tsx, `ReviewEditor`, same props) replaces the minimal review by changing
 * the export below to `export { ReviewEditor as ReviewStep } from '@/guest/kiosk/review/review-editor';`.
 */
export { MinimalReview as ReviewStep } from './minimal-review';
