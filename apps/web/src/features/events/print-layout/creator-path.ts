/** Where the print layout creator sits in the campaign's settings; the editor shows the canvas there. */
export const PRINT_LAYOUT_CREATOR_PATH = 'screens.sharing.printLayoutCreator';
