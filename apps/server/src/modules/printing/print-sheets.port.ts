/** A picture's print sheet as the layout renders it (modules/print-layouts): PDF of the exact page, JPEG, paper. */
export interface PrintSheet {
  pdf: Buffer;
  jpeg: Buffer;
  widthPx: number;
  heightPx: number;
  paper: { widthMm: number; heightMm: number };
}

/** The sheet renderer as printing needs it; it caches, so asking twice costs a read. */
export interface PrintSheets {
  sheetFor(shootId: string): Promise<PrintSheet>;
}
