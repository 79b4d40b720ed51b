import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { guestTexts, locales, type Locale } from '@booth/shared';
import { BUILT_IN_IMPRINT_PATH, BUILT_IN_PRIVACY_PATH, type Config, type LegalConfig } from '@/config.ts';
import { html, htmlDocument, raw } from '@/modules/microsite/microsite-html.ts';
import { legalNav, type InstallationLegal } from './legal-links.ts';
import { renderLegalMarkdown } from './legal-markdown.ts';
import { legalPages, legalTemplate, TEMPLATE_MARKER, type InstallationFacts, type LegalPage } from './legal-templates.ts';

/** The configuration's facts the privacy template states: which processors this installation uses. */
export function installationFacts(config: Pick<Config, 'smtpUrl' | 's3' | 'legal'>): InstallationFacts {
  const s3 = config.s3;
  return {
    smtpHost: config.smtpUrl ? new URL(config.smtpUrl).hostname : undefined,
    objectStorage: s3 ? `${s3.endpoint ? new URL(s3.endpoint).hostname : 'Amazon S3'} (${s3.bucket})` : undefined,
    legalDir: config.legal.dir,
  };
}

/** The pages served from LEGAL_DIR: those IMPRINT_URL / PRIVACY_URL leave at their built-in path. */
export function builtInLegalPages(legal: Pick<LegalConfig, 'imprintUrl' | 'privacyUrl'>): LegalPage[] {
  const served: LegalPage[] = [];
  if (legal.imprintUrl === BUILT_IN_IMPRINT_PATH) served.push('imprint');
  if (legal.privacyUrl === BUILT_IN_PRIVACY_PATH) served.push('privacy');
  return served;
}

/** `imprint.de.md`: one Markdown file per page and language. */
export function legalFileName(page: LegalPage, locale: Locale): string {
  return `${page}.${locale}.md`;
}

/**
 * Writes the template of every page that has no file yet (first start), never over an operator's
 * text: `wx` fails on an existing file, also when two processes start at once.
 */
export async function ensureLegalFiles(dir: string, facts: InstallationFacts): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const page of legalPages) {
    for (const locale of locales) {
      const path = join(dir, legalFileName(page, locale));
      const created = await writeFile(path, legalTemplate(page, locale, facts), { flag: 'wx' }).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      if (created) written.push(path);
    }
  }
  return written;
}

const titles: Record<LegalPage, Record<Locale, string>> = {
  imprint: { de: 'Impressum', en: 'Imprint' },
  privacy: { de: 'Datenschutz', en: 'Privacy' },
};

const notEdited: Record<Locale, string> = {
  de: 'Diese Seite ist noch die Vorlage und muss vom Betreiber ausgefüllt werden.',
  en: 'This page is still the template and must be completed by the operator.',
};

const PAGE_CSS =
  'body{margin:0;background:#fff;color:#1a1a1a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}' +
  'main{max-width:720px;margin:0 auto;padding:32px 16px}h1{line-height:1.2;font-size:2rem}h2{font-size:1.25rem;margin-top:2rem}' +
  'a{color:#0b5cad}.warning{border:2px solid #b45309;background:#fff7ed;color:#7c2d12;padding:12px 16px;border-radius:8px}';

/** The operator's Markdown of a page in a language, or the other language's when that file is missing. */
async function readLegalText(dir: string, page: LegalPage, locale: Locale): Promise<string | null> {
  for (const candidate of [locale, ...locales.filter((other) => other !== locale)]) {
    const text = await readFile(join(dir, legalFileName(page, candidate)), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return null;
}

/** The built-in imprint or privacy page: the operator's Markdown, escaped, with the legal links below. */
export async function renderLegalPage(options: { dir: string; page: LegalPage; locale: Locale; legal: InstallationLegal }): Promise<string> {
  const { dir, page, locale, legal } = options;
  const markdown = (await readLegalText(dir, page, locale)) ?? `# ${titles[page][locale]}`;
  const isTemplate = Object.values(TEMPLATE_MARKER).some((marker) => markdown.includes(marker));
  const body = html`<main>
${isTemplate ? html`<p class="warning" role="note">${notEdited[locale]}</p>\n` : null}${raw(renderLegalMarkdown(markdown))}
</main>`;
  return htmlDocument({ locale, title: `${titles[page][locale]} – ${guestTexts(locale)('legal.label')}`, css: PAGE_CSS, body, legal: legalNav(locale, legal) });
}
