/*
 * The booth's own fonts (platform §9: Raleway for headings, Open Sans for text), latin subset only and
 * only the weights the screens use, so the guest bundle stays small; the browser downloads a face
 * when a text first needs it.
 */
import '@fontsource/raleway/latin-700.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
